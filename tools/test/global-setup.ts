import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';

/** A failure whose message is the whole story: jest prints the stack of a global setup error, so it has none. */
function plainError(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}

/** Starts the test stack once for the whole run and hands its addresses to every suite through env. */
export default async function globalSetup(): Promise<void> {
  const root = join(__dirname, '..', '..');
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'tools', 'test', 'test-stack.ts')], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  (globalThis as { __zestStack?: typeof child }).__zestStack = child;
  const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(() => {
      // It stops what it started on SIGTERM.
      child.kill('SIGTERM');
      reject(
        plainError('The test stack did not start in 120 s; see the logs/ folder of its data (.data/test by default).'),
      );
    }, 120_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(plainError(`The test stack could not be run: ${error.message}`));
    });
    // Its own message (cause and fix) is already on stderr.
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(plainError(`The test stack exited with code ${code} (its message is above).`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice(6)) as Record<string, unknown>);
      } else {
        process.stdout.write(`[stack] ${line}\n`);
      }
    });
  });
  process.env.ZEST_TEST_BASE_URL = String(ready.baseUrl);
  process.env.ZEST_TEST_MAIL_URL = String(ready.mailUrl);
  process.env.ZEST_TEST_STRIPE_MOCK_URL = String(ready.stripeMockUrl);
  process.env.ZEST_TEST_DATABASE_URL_SERVER = String(ready.databaseUrl);
  process.env.ZEST_TEST_REDIS_URL_SERVER = String(ready.redisUrl);
  process.env.ZEST_TEST_SERVICE_URLS = JSON.stringify(ready.serviceUrls);
  process.env.ZEST_TEST_DATA_DIR = String(ready.dataDir);
}
