import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppBindings, AppDeps } from './app-context';
import { hasDemoAccounts } from './features/health/demo-mode';

const DEMO_CHECK_MS = 60_000;

type Page = { raw: Buffer; br: Buffer; gzip: Buffer };

function compressed(html: string): Page {
  const raw = Buffer.from(html);
  return { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) };
}

/** The pre-rendered public pages of the build (`scripts/prerender.mjs`): path -> route id. */
function readPrerenderedPages(webDist: string): Record<string, string> {
  const file = path.join(webDist, 'prerendered', 'pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/**
 * The built SPA: hashed assets cached for a year (pre-compressed .br/.gz), other files as they are, the
 * pre-rendered HTML of the public pages on their paths, and index.html for every other path. Pages are never
 * cached and carry `<meta name="sante-demo-mode">`, so that the demo banner is drawn with the first paint
 * (no request, no layout shift); each pre-rendered page exists with and without the banner.
 */
export function serveSpa(app: Hono<AppBindings>, { db }: Pick<AppDeps, 'db'>, webDist: string) {
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const prerendered = readPrerenderedPages(webDist);
  const pages = new Map<string, Page>();
  let demo = { value: false, checkedAt: Number.NEGATIVE_INFINITY };

  function page(pathname: string, demoMode: boolean): Page {
    const routeId = prerendered[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
    const key = `${routeId ?? ''}:${demoMode ? 1 : 0}`;
    let found = pages.get(key);
    if (!found) {
      found = compressed(
        routeId
          ? readFileSync(path.join(webDist, 'prerendered', `${routeId}${demoMode ? '.demo' : ''}.html`), 'utf8')
          : template.replace(
              '</head>',
              `  <meta name="sante-demo-mode" content="${demoMode ? '1' : '0'}" />\n  </head>`,
            ),
      );
      pages.set(key, found);
    }
    return found;
  }

  async function indexPage(c: Context<AppBindings>) {
    if (Date.now() - demo.checkedAt > DEMO_CHECK_MS) demo = { value: await hasDemoAccounts(db), checkedAt: Date.now() };
    const body = page(c.req.path, demo.value);
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
  // The service worker, the manifest and the offline page keep their names across releases: always revalidated.
  for (const file of ['/sw.js', '/manifest.webmanifest', '/offline.html']) {
    app.use(file, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-cache');
    });
  }
  app.use('*', serveStatic({ root: webDist, precompressed: true }));
  app.get('/assets/*', (c) => c.notFound());
  app.get('*', indexPage);
}
