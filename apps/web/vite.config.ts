import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API runs on port 3000 in development (`npm run dev`); the SPA calls it on the same origin. */
const API_ORIGIN = 'http://localhost:3000';
const proxy = { '/api': API_ORIGIN, '/.well-known': API_ORIGIN };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
  },
});
