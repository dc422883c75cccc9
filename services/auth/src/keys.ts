import { ensureKeyPair } from '@zest/kit';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';

/**
 * The compose `keys` job: creates the token signing pair at JWT_PRIVATE_KEY_FILE
 * and JWT_PUBLIC_KEY_FILE, and the employee-PIN HMAC key at PIN_HMAC_SECRET_FILE,
 * on the first run, and keeps them afterwards.
 */
const privateKeyFile = process.env.JWT_PRIVATE_KEY_FILE ?? '/etc/zest/keys/private/jwt-private.pem';
const publicKeyFile = process.env.JWT_PUBLIC_KEY_FILE ?? '/etc/zest/keys/public/jwt-public.pem';
const pinSecretFile = process.env.PIN_HMAC_SECRET_FILE ?? '/etc/zest/keys/private/pin-hmac.key';
const created = ensureKeyPair(privateKeyFile, publicKeyFile);
if (!existsSync(pinSecretFile)) writeFileSync(pinSecretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
process.stdout.write(created ? `Keys created: ${publicKeyFile}\n` : `Keys already present; keeping them.\n`);
