import { ensureKeyPair } from '@zest/kit';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Development signing keys, generated once into the data folder (production passes keys in env). */
export function ensureDevKeys(dataDir: string): {
  privateKeyFile: string;
  publicKeyFile: string;
  pinSecretFile: string;
  assertionKeyFile: string;
} {
  const privateKeyFile = join(dataDir, 'keys', 'jwt-private.pem');
  const publicKeyFile = join(dataDir, 'keys', 'jwt-public.pem');
  const pinSecretFile = join(dataDir, 'keys', 'pin-hmac.key');
  ensureKeyPair(privateKeyFile, publicKeyFile);
  const assertionKeyFile = join(dataDir, 'keys', 'gateway-assertion.key');
  for (const secret of [pinSecretFile, assertionKeyFile])
    if (!existsSync(secret)) writeFileSync(secret, randomBytes(32).toString('hex'), { mode: 0o600 });
  return { privateKeyFile, publicKeyFile, pinSecretFile, assertionKeyFile };
}
