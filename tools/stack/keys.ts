import { ensureKeyPair } from '@zest/kit';
import { join } from 'node:path';

/** Development signing keys, generated once into the data folder (production passes keys in env). */
export function ensureDevKeys(dataDir: string): { privateKeyFile: string; publicKeyFile: string } {
  const privateKeyFile = join(dataDir, 'keys', 'jwt-private.pem');
  const publicKeyFile = join(dataDir, 'keys', 'jwt-public.pem');
  ensureKeyPair(privateKeyFile, publicKeyFile);
  return { privateKeyFile, publicKeyFile };
}
