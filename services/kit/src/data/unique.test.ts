import { DomainError } from '../core/errors';
import { isUniqueViolation, uniqueOr } from './unique';

const duplicate = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });

it('knows a unique violation, also wrapped the way drizzle wraps it', () => {
  expect(isUniqueViolation(duplicate)).toBe(true);
  expect(isUniqueViolation(new Error('Failed query', { cause: duplicate }))).toBe(true);
  expect(isUniqueViolation(Object.assign(new Error('not null'), { code: '23502' }))).toBe(false);
});

it('answers a unique violation as a 409 in the words given, and lets anything else through', async () => {
  const refused = await uniqueOr('This PIN is already used.', () => Promise.reject(duplicate)).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(DomainError);
  expect(refused).toMatchObject({ code: 'CONFLICT', message: 'This PIN is already used.' });
  const other = new Error('boom');
  await expect(uniqueOr('taken', () => Promise.reject(other))).rejects.toBe(other);
  await expect(uniqueOr('taken', () => Promise.resolve(7))).resolves.toBe(7);
});
