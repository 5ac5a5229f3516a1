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

/** Escapes a literal path segment for a regular expression. */
const literal = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The web app's route table as matchers (`prerendered/routes.json`, written from the table by the build: never
 * copied by hand). Like React Router: `:name` is one non-empty segment, case-insensitive, optional trailing slash.
 */
export function routeMatchers(patterns: readonly string[]): RegExp[] {
  return patterns.map((pattern) => {
    const segments = pattern
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : literal(segment)));
    return new RegExp(`^/${segments.join('/')}/?$`, 'i');
  });
}

function readRouteMatchers(webDist: string): RegExp[] {
  const file = path.join(webDist, 'prerendered', 'routes.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the web app again (npm run build)`);
  return routeMatchers(JSON.parse(readFileSync(file, 'utf8')) as string[]);
}

/** The page id of the pre-rendered "Page non trouvée" (`prerendered/not-found.html`). */
const NOT_FOUND_PAGE = 'not-found';

/**
 * The built SPA: hashed assets cached for a year (pre-compressed .br/.gz), other files as they are, the
 * pre-rendered HTML of the public pages on their paths, index.html for every other path of the route table, and
 * the pre-rendered "Page non trouvée" with a 404 for a path that matches no route. Pages are never
 * cached and carry `<meta name="sante-demo-mode">`, so that the demo banner is drawn with the first paint
 * (no request, no layout shift); each pre-rendered page exists with and without the banner.
 */
export function serveSpa(app: Hono<AppBindings>, { db }: Pick<AppDeps, 'db'>, webDist: string) {
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const prerendered = readPrerenderedPages(webDist);
  const routes = readRouteMatchers(webDist);
  const pages = new Map<string, Page>();
  let demo = { value: false, checkedAt: Number.NEGATIVE_INFINITY };

  const isKnown = (pathname: string) => pathname === '/index.html' || routes.some((route) => route.test(pathname));

  function page(pathname: string, demoMode: boolean): Page {
    const routeId = isKnown(pathname)
      ? prerendered[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname]
      : NOT_FOUND_PAGE;
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
    if (!isKnown(c.req.path)) c.status(404);
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
  for (const file of ['/sw.js', '/manifest.webmanifest', '/offline.html', '/offline.js']) {
    app.use(file, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-cache');
    });
  }
  app.use('*', serveStatic({ root: webDist, precompressed: true }));
  app.get('/assets/*', (c) => c.notFound());
  app.get('*', indexPage);
}
