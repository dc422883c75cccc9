import { randomUUID } from 'node:crypto';
import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * pino JSON logs; secrets never reach a log line. Lines are buffered and
 * written in batches: a write to stdout is a system call, and one per request
 * line cost more than the request itself on a small box. pino flushes the
 * buffer on exit, and a timer flushes it every second.
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // A quiet process still shows its lines within a second.
  setInterval(() => destination.flush(), 1_000).unref();
  return pino(
    {
      level,
      base: { service },
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'pin',
          '*.pin',
          'security_pin',
          '*.security_pin',
          'req.headers.authorization',
          'req.headers.cookie',
          'headers.authorization',
        ],
        censor: '[redacted]',
      },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's request id when it is a sane token, else a new one. */
export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Path segments and query values that are secrets (issue 47): an online order's status key (the key is the
 * access), the e-mail a reset link names, a payment or onboarding sandbox's session, and the values of
 * query parameters that carry a token or a session.
 */
const SECRET_SEGMENTS: readonly RegExp[] = [
  /(\/status\/)[^/?#]+/i,
  /(\/ResetPassword\/)[^/?#]+/i,
  /(\/sandbox\/(?:online\/|connect\/)?)[^/?#]+/i,
];
const SECRET_QUERY = /([?&](?:token|key|session_id|session|code|secret|state)=)[^&#]*/gi;

/** A URL fit for a log line: each secret in it replaced by [redacted]. */
export function redactedUrl(url: string): string {
  let safe = url;
  for (const segment of SECRET_SEGMENTS) safe = safe.replace(segment, '$1[redacted]');
  return safe.replace(SECRET_QUERY, '$1[redacted]');
}
