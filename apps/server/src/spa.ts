import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppBindings, AppDeps } from './app-context';
import { hasDemoAccounts } from './features/health/demo-mode';

const DEMO_CHECK_MS = 60_000;

/**
 * The built SPA: hashed assets cached for a year (pre-compressed .br/.gz), other files as they are, and
 * index.html for every other path, never cached, carrying `<meta name="sante-demo-mode">` so that the demo
 * banner is drawn with the first paint (no request, no layout shift).
 */
export function serveSpa(app: Hono<AppBindings>, { db }: Pick<AppDeps, 'db'>, webDist: string) {
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const variants = new Map<boolean, { raw: Buffer; br: Buffer; gzip: Buffer }>();
  let demo = { value: false, checkedAt: Number.NEGATIVE_INFINITY };

  function variant(demoMode: boolean) {
    let found = variants.get(demoMode);
    if (!found) {
      const html = template.replace(
        '</head>',
        `  <meta name="sante-demo-mode" content="${demoMode ? '1' : '0'}" />\n  </head>`,
      );
      const raw = Buffer.from(html);
      found = { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) };
      variants.set(demoMode, found);
    }
    return found;
  }

  async function indexPage(c: Context<AppBindings>) {
    if (Date.now() - demo.checkedAt > DEMO_CHECK_MS) demo = { value: await hasDemoAccounts(db), checkedAt: Date.now() };
    const body = variant(demo.value);
    const accepted = c.req.header('accept-encoding') ?? '';
    c.header('Content-Type', 'text/html; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    if (/\bbr\b/.test(accepted)) {
      c.header('Content-Encoding', 'br');
      return c.body(new Uint8Array(body.br));
    }
    if (/\bgzip\b/.test(accepted)) {
      c.header('Content-Encoding', 'gzip');
      return c.body(new Uint8Array(body.gzip));
    }
    return c.body(new Uint8Array(body.raw));
  }

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.get('/', indexPage);
  app.get('/index.html', indexPage);
  app.use('*', serveStatic({ root: webDist, precompressed: true }));
  app.get('/assets/*', (c) => c.notFound());
  app.get('*', indexPage);
}
