import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The Mantine pieces the sign-in screen shows, and the core they stand on. Left to automatic
 * splitting they come as some thirty small chunks, each compressed on its own; grouped they gzip
 * several kilobytes smaller. Nearly every other screen uses them too.
 */
const firstScreenMantine = new RegExp(
  String.raw`node_modules[\/]@mantine[\/]core[\/]esm[\/](core|components[\/](` +
    [
      'ActionIcon',
      'Alert',
      'Anchor',
      'Box',
      'Button',
      'Center',
      'Checkbox',
      'CloseButton',
      'Group',
      'Input',
      'InputBase',
      'Loader',
      'Paper',
      'PasswordInput',
      'Stack',
      'Text',
      'TextInput',
      'Title',
      'Transition',
      'UnstyledButton',
    ].join('|') +
    String.raw`))[\/]`,
);

/** Where the dev server forwards API calls; the Fastify server listens on 3000 by default. */
const apiTarget = process.env.CLINICALL_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Brotli and gzip copies of every text asset, made once at build: the server sends them as they
  // are (@fastify/static preCompressed) instead of compressing on each request.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  resolve: {
    // Read @clinicall/shared from its TypeScript sources, so the web app needs no prior build of it.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      // The realtime channel upgrades to a WebSocket; listed first so it wins over '/api'.
      '/api/socket': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/health': apiTarget,
      // Single sign-on's start and callback (A24) are server routes outside /api.
      '/oauth2': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'mantine-base', test: firstScreenMantine }] },
      },
    },
  },
});
