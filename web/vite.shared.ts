import type { Plugin } from 'vite';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The two builds' common parts: the app's (vite.config.ts) and the ordering page's (vite.order.config.ts). */

/** The price rules the server uses too (services/pricing), built from their source with the app. */
export const pricingAlias = {
  '@zest/pricing': fileURLToPath(new URL('../services/pricing/src/index.ts', import.meta.url)),
};

/**
 * Brotli and gzip copies of every text asset, made once at build time at the
 * highest levels (too slow per request, free here); the gateway sends the
 * copy the browser accepts (gateway/src/web-assets.ts).
 */
export function precompress(): Plugin {
  return {
    name: 'zest-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = join(options.dir ?? 'dist', 'assets');
      for (const file of readdirSync(dir)) {
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const body = readFileSync(join(dir, file));
        if (body.length < 1024) continue;
        writeFileSync(
          join(dir, `${file}.br`),
          brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
        );
        writeFileSync(join(dir, `${file}.gz`), gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * The development server answers /order/* with order.html, as the gateway does
 * (gateway/src/web-assets.ts), so the ordering page runs on its own there too.
 */
export function orderPagesInDevelopment(): Plugin {
  return {
    name: 'zest-order-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' && /^\/order(\/|$)/.test(req.url ?? '') && req.headers.accept?.includes('text/html')) {
          req.url = '/order.html';
        }
        next();
      });
    },
  };
}
