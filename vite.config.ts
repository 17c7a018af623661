import { resolve } from 'node:path';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { appSizeBudget } from './scripts/app-size-budget';
import { earlyRequests } from './scripts/early-requests';
import { precompressed } from './scripts/precompress';
import { startChunkGroups } from './scripts/start-chunks';

const root = import.meta.dirname;
const adminDir = resolve(root, 'admin');

/** react-router's default export condition is its development build (warnings, checks): the apps take the other. */
const reactRouterBuild = resolve(root, 'node_modules/react-router/dist/production');

export default defineConfig(({ command, mode }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterBuild}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterBuild}/dom-export.mjs` },
          ]
        : [],
  },
  plugins: [
    react(),
    // A first visit asks for the profile and the markets while the code loads (scripts/early-requests.ts).
    earlyRequests(process.env.VITE_API_BASE_URL ?? loadEnv(mode, root, 'VITE_').VITE_API_BASE_URL),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        globIgnores: ['admin/**', 'assets/admin-*'],
      },
      manifest: {
        name: 'Matka Play',
        short_name: 'Matka',
        description: 'Daily and Starline markets, results and your wallet',
        theme_color: '#5b21b6',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/dashboard',
        scope: '/',
        // PNGs drawn by scripts/make-icons.ts (Chromium's install criteria want 192 and 512 px PNG icons).
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
    }),
    // Prints the player app's initial JS after each build; over its 120 KB gzip budget the build fails.
    appSizeBudget(),
    // Brotli and gzip copies of the text files, sent by Accept-Encoding (scripts/precompress.ts).
    precompressed(),
  ],
  build: {
    outDir: 'dist',
    // Every browser the app supports knows <link rel="modulepreload">; the polyfill would cost the start 0.5 kB.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rollupOptions: {
      input: {
        main: resolve(root, 'index.html'),
        admin: resolve(root, 'admin/index.html'),
      },
      output: {
        // Chunks with admin console code in them are named admin-* so that the player's service worker never
        // precaches them (globIgnores above). Rollup groups modules by the entries that need them, so a chunk
        // holding one admin module is loaded by the console only. (The console's CSS is all in its entry:
        // admin/src/main.tsx.)
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.startsWith(adminDir)) && !chunk.name.startsWith('admin')
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        // A start on /dashboard in a few files rather than dozens (scripts/start-chunks.ts).
        codeSplitting: { groups: startChunkGroups(root) },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
}));
