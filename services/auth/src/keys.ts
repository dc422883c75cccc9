import { ensureKeyPair } from '@zest/kit';

/**
 * The compose `keys` job: creates the token signing pair at JWT_PRIVATE_KEY_FILE
 * and JWT_PUBLIC_KEY_FILE on the first run and keeps it afterwards.
 */
const privateKeyFile = process.env.JWT_PRIVATE_KEY_FILE ?? '/etc/zest/keys/private/jwt-private.pem';
const publicKeyFile = process.env.JWT_PUBLIC_KEY_FILE ?? '/etc/zest/keys/public/jwt-public.pem';
const created = ensureKeyPair(privateKeyFile, publicKeyFile);
process.stdout.write(created ? `JWT keys created: ${publicKeyFile}\n` : `JWT keys already present; keeping them.\n`);
