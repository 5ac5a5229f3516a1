import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
// Relative: the config is bundled on its own, and workspace packages would be loaded as untranspiled .ts files.
import { HEAD_SCRIPT } from '../../packages/shared/src/head-script';
import { defineConfig, type Plugin } from 'vite';

/** The API runs on port 3000 in development (`npm run dev`); the SPA calls it on the same origin. */
const API_ORIGIN = 'http://localhost:3000';
const proxy = {
  '/api': API_ORIGIN,
  '/.well-known': API_ORIGIN,
  '/socket.io': { target: API_ORIGIN, ws: true },
};

/** Writes the theme script (see theme-boot-script.ts) into `<head>`, before the stylesheet. */
function themeBootScript(): Plugin {
  return {
    name: 'sante-theme-boot-script',
    transformIndexHtml: () => [{ tag: 'script', children: HEAD_SCRIPT, injectTo: 'head-prepend' }],
  };
}

/**
 * React Router's package exports only its development build, whose warnings stay in production bundles
 * (remix-run/react-router#14102). The build uses the production build it ships beside it: the same code with
 * ENABLE_DEV_WARNINGS off, 0.4 KiB brotli less on every page. `npm run dev` keeps the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), themeBootScript()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
  },
}));
