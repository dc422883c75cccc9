import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway serves the built app and the API on one origin; in development
// the Vite server stands in for it and forwards the API paths to the gateway.
const gateway = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
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
