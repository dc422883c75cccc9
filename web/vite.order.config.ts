import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress, pricingAlias } from './vite.shared';

/**
 * The restaurants' ordering page, built on its own from order.html
 * (docs/decisions/0063-the-ordering-page-loads-light.md): a stranger's phone
 * loads its few files, not the app's shell, router or GraphQL client. It runs
 * after the app's build, into the same dist/ (which it does not empty), and
 * its files are named order-* so the terminal's service worker leaves them out.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: pricingAlias },
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    rolldownOptions: {
      input: { order: fileURLToPath(new URL('order.html', import.meta.url)) },
      output: {
        entryFileNames: 'assets/order-[name]-[hash].js',
        chunkFileNames: 'assets/order-[name]-[hash].js',
        assetFileNames: 'assets/order-[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              // The libraries change less often than the page: kept in the browser's cache across releases.
              name: 'runtime',
              test: /[\\/]node_modules[\\/]/,
            },
          ],
        },
      },
    },
  },
});
