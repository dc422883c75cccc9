import { createHash } from 'node:crypto';

/** JSON with sorted keys: the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What an Idempotency-Key is stored with: a hash of the request it came
 * with, so the same key sent with a different request is told so (409).
 */
export const requestHash = (request: unknown): string => createHash('sha256').update(canonical(request)).digest('hex');

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request. Send a new key.';
