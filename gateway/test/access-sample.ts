import { randomInt } from 'node:crypto';

/** What one call of the access matrix sends (access-samples*.ts), apart from the rows it names (access-fixtures.ts). */
export type Json = Record<string, unknown>;

export interface Sample {
  params?: Record<string, string>;
  body?: Json;
  /** The query string, for paths that take one. */
  query?: Record<string, string>;
  /** Request headers the route takes (an Idempotency-Key it requires). */
  headers?: Record<string, string>;
  /** 'self': the caller's own record (no resource named), so another owner is admitted to theirs. */
  target?: 'victim' | 'self';
  /** The call ends the session it is made with: it gets a session of its own. */
  endsSession?: boolean;
  /** What an admitted call answers when it is not a 2xx (e.g. a reset token that is not real). */
  admitted?: { status: number; code: string };
}

/** A phone number no other customer of the restaurant has. */
export const customerPhone = () => `555${randomInt(1_000_000, 10_000_000)}`;

/** A PIN no other employee of the restaurant has (the fixed ones are 4 digits). */
export const pin = () => String(randomInt(100_000, 1_000_000));
