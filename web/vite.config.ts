import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { orderPagesInDevelopment, precompress, pricingAlias } from './vite.shared';

// The gateway serves the built app and the API on one origin; in development
// the Vite server stands in for it and forwards the API paths to the gateway.
const gateway = 'http://127.0.0.1:4000';

/**
 * The app shell precached by a Workbox service worker, so the terminal loads
 * with the network down (docs/decisions/0045-the-terminal-offline.md): every
 * navigation but to the server's own pages is answered from the precached
 * index.html. A new version waits until the screen's Reload note is tapped,
 * so a cashier's screen never reloads by itself mid-order.
 */
const offlineShell = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'Zest POS',
    short_name: 'Zest POS',
    description: 'The point of sale and back office for pizzerias, fast food and local diners.',
    theme_color: '#9a3412',
    background_color: '#ffffff',
    display: 'standalone',
    start_url: '/',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,woff2,webmanifest}'],
    // The ordering page is built on its own (vite.order.config.ts) and is not the terminal's to keep.
    globIgnores: ['order.html', 'assets/order-*'],
    navigateFallback: '/index.html',
    // The server's own pages and answers: the API, the payment sandbox's pages, the probes, and the
    // restaurants' ordering pages (order.html, from the server: a customer orders online or not at all).
    navigateFallbackDenylist: [
      /^\/api(\/|$)/,
      /^\/graphql/,
      /^\/sandbox(\/|$)/,
      /^\/(healthz|readyz|metrics)$/,
      /^\/order(\/|$)/,
    ],
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  plugins: [react(), precompress(), offlineShell, orderPagesInDevelopment()],
  resolve: { alias: pricingAlias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              priority: 20,
            },
            {
              name: 'graphql',
              test: /[\\/]node_modules[\\/](@apollo|graphql|graphql-tag|rxjs|@wry|optimism)[\\/]/,
              priority: 10,
            },
            {
              // recharts and what it brings: only the revenue dashboard's chart imports it, so the chunk loads with it.
              name: 'charts',
              test: /[\\/]node_modules[\\/](recharts|victory-vendor|d3-[^\\/]+|internmap|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|clsx|use-sync-external-store|react-is)[\\/]/,
              priority: 15,
            },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 0 },
            {
              // The small modules every first screen imports (who is signed in, roles, form rules, dates):
              // one request instead of four, compressed together.
              name: 'core',
              test: /[\\/]src[\\/](features[\\/]session[\\/](roles|sessionStore)|ui[\\/]format[\\/](formRules|dates|words))\.ts$/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/graphql': { target: gateway, changeOrigin: true },
      '/api': { target: gateway, changeOrigin: true },
    },
  },
  preview: {
    host: '127.0.0.1',
  },
});
