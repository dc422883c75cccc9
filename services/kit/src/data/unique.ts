import { conflict, postgresCode } from '../core/errors';

/** A unique index refused the write (PostgreSQL 23505, also when drizzle wraps it). */
export const isUniqueViolation = (error: unknown): boolean => postgresCode(error) === '23505';

/**
 * Runs a write whose unique index may refuse it, and answers that refusal
 * as a 409 in the words of the product (an e-mail taken, a PIN in use)
 * rather than the error map's generic 'This already exists.'. The index is
 * the truth: a check before the write cannot see a save at the same moment.
 */
export async function uniqueOr<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
