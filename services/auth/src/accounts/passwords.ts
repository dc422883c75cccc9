import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** The library's Algorithm.Argon2id; its enum is a const enum, which per-file compilers cannot read. */
const ARGON2ID = 2 as Algorithm;

/** argon2id with the library's recommended cost (19 MiB, 2 passes). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

/** Verified against for unknown e-mails, so a miss costs what a hit costs. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashSecret('decoy-password-never-matches');
  return decoy;
}
