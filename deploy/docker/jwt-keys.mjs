// The `keys` job of docker-compose.yml: creates the account-token signing pair once (RS256, the
// algorithm the shared kit verifies) and keeps it on later runs, so tokens survive restarts.
// The private key goes to a volume only the auth service mounts; the public key to one every
// service and the gateway mount. Production passes its own keys (JWT_PRIVATE_KEY / JWT_PUBLIC_KEY
// or *_FILE) and does not run this.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';

const privateKeyFile = process.env.JWT_PRIVATE_KEY_FILE ?? '/etc/zest/keys/private/jwt-private.pem';
const publicKeyFile = process.env.JWT_PUBLIC_KEY_FILE ?? '/etc/zest/keys/public/jwt-public.pem';

if (existsSync(privateKeyFile) && existsSync(publicKeyFile)) {
  process.stdout.write(`JWT keys already present (${publicKeyFile}); keeping them.\n`);
} else {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  writeFileSync(privateKeyFile, privateKey, { mode: 0o600 });
  writeFileSync(publicKeyFile, publicKey, { mode: 0o644 });
  process.stdout.write(`JWT keys created: ${privateKeyFile}, ${publicKeyFile}\n`);
}
