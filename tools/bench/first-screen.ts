/**
 * `npm run bench`: what the first screen costs over a shop's Wi-Fi or a phone — the bytes Chromium
 * transfers (headers and encoded bodies, every request until the network is quiet) to open the home
 * page and the sign-in page in a fresh browser, nothing cached. Goal ≤ 200 KB each.
 *   node --import tsx tools/bench/first-screen.ts BASE_URL
 */
import { launchChromium } from '../test/chromium';

const GOAL_KB = 200;
const PAGES = [
  ['home page', '/'],
  ['sign-in page', '/sign-in'],
] as const;

async function main() {
  const base = (process.argv[2] ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
  const browser = await launchChromium();
  const rows: string[] = [];
  try {
    for (const [title, path] of PAGES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const requests: Promise<{ url: string; bytes: number; encoding: string }>[] = [];
      page.on('requestfinished', (request) => {
        requests.push(
          (async () => {
            const sizes = await request.sizes();
            const response = await request.response();
            return {
              url: request.url(),
              bytes: sizes.responseHeadersSize + sizes.responseBodySize,
              encoding: (await response?.headerValue('content-encoding')) ?? 'none',
            };
          })(),
        );
      });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const done = await Promise.all(requests);
      await context.close();
      const kb = done.reduce((sum, r) => sum + r.bytes, 0) / 1024;
      const ok = kb <= GOAL_KB;
      const encodings = [...new Set(done.filter((r) => /\.(js|css)$/.test(r.url)).map((r) => r.encoding))].join(', ');
      rows.push(
        `${title.padEnd(13)} ${path.padEnd(9)} ${kb.toFixed(1).padStart(7)} KB in ${String(done.length).padStart(2)} requests (scripts: ${encodings || 'none'})  goal ≤ ${GOAL_KB} KB  ${ok ? 'PASS' : 'MISS'}`,
      );
    }
  } finally {
    await browser.close();
  }
  process.stdout.write(`\nFirst screen, transferred in Chromium (nothing cached):\n${rows.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The first screen could not be measured: ${(error as Error).message}\n`);
  process.exit(1);
});
