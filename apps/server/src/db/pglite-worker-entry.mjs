// Entry of the worker thread that runs the embedded database (pglite-worker.ts, ADR 019). Plain JavaScript because
// on Node 20 a worker thread inherits neither tsx's loader nor vitest's: it loads its TypeScript itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pglite-worker.ts', import.meta.url);
