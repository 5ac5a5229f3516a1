import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
// Relative: the config is bundled on its own, and workspace packages would be loaded as untranspiled .ts files.
import { HEAD_SCRIPT } from '../../packages/shared/src/head-script';
import type { ChunkingContext } from 'rolldown';
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

/**
 * Every module the app shell (`src/boot.tsx`) imports, directly or not, in one chunk. Left to automatic splitting,
 * the modules it shares with screens (React, React Router, i18next, TanStack Query, the small UI helpers) became
 * some twenty chunks, each compressed alone: one file is about 8 KiB brotli smaller (the words they share are
 * compressed once) and saves as many requests on 3G. The screens import what they need from it.
 */
function appShellChunk(moduleId: string, context: ChunkingContext): string | null {
  if (!appShell) {
    // Not what the entry itself needs: the entry must not load the shell, which a pre-rendered page starts only
    // once its HTML is painted, or at the first touch (see src/main.tsx).
    const entry = staticGraphOf(context, ENTRY_MODULE);
    appShell = new Set([...staticGraphOf(context, BOOT_MODULE)].filter((id) => !entry.has(id)));
  }
  return appShell.has(moduleId) && !SCREEN_ONLY.test(moduleId) ? 'app-shell' : null;
}

/**
 * Modules a package's index names (so they are in the shell's graph) that only screens use: the paged lists of the
 * record (prescriptions, lab results). Left to automatic splitting, they load with those screens.
 */
const SCREEN_ONLY = /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/].*[\\/](useInfiniteQuery|infiniteQueryObserver)\.js$/;

/**
 * What the entry imports (its small modules, which the shell uses too, and Vite's dynamic-import helper, added
 * after the graph is known) in a chunk of its own, in a group of higher priority: as dependencies of the shell's
 * modules they joined the shell, which the entry then imported statically (every pre-rendered page downloaded
 * and ran the whole shell before its first paint).
 */
function entryChunk(moduleId: string, context: ChunkingContext): string | null {
  entryDependencies ??= new Set([...staticGraphOf(context, ENTRY_MODULE)].filter((id) => id !== ENTRY_MODULE));
  return moduleId === PRELOAD_HELPER || entryDependencies.has(moduleId) ? 'entry' : null;
}
const PRELOAD_HELPER = '\0vite/preload-helper.js';
let entryDependencies: Set<string> | undefined;
const ENTRY_MODULE = path.resolve(import.meta.dirname, 'src/main.tsx');
const BOOT_MODULE = path.resolve(import.meta.dirname, 'src/boot.tsx');
let appShell: Set<string> | undefined;
const ICON_SET_INDEX = /node_modules[\\/]lucide-react[\\/]/;

function staticGraphOf(context: ChunkingContext, root: string): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    // An icon set's index names every icon; the shell's own icons are left to automatic splitting.
    if (ICON_SET_INDEX.test(id)) continue;
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** react-i18next's shim of a hook React 19 has (see src/lib/react-sync-external-store.ts). */
const syncExternalStoreShim = {
  find: /^use-sync-external-store\/shim$/,
  replacement: path.resolve(import.meta.dirname, 'src/lib/react-sync-external-store.ts'),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), themeBootScript()],
  resolve: {
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }, syncExternalStoreShim]
        : [syncExternalStoreShim],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every browser the app supports has `modulepreload` (Chrome for Android 66+, Safari 17+, Firefox 115+): no
    // polyfill in the entry every page loads.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: entryChunk, priority: 1 }, { name: appShellChunk }] } } },
  },
}));
