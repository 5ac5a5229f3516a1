// Writes the pre-rendered public pages of a web build: for each page, its HTML without and with the demo banner
// (dist/prerendered/<route id>.html and <route id>.demo.html) and dist/prerendered/pages.json (path -> route id),
// which the server reads to answer those paths; dist/prerendered/routes.json (every path pattern of the route
// table) and not-found(.demo).html, with which the server answers 404 to a path that matches no route. Run from apps/web after `vite build` and the SSR build.
// It also adds to dist/index.html (the app shell, for every other path) the preloads of the app's code, which the
// pre-rendered pages load only after their first paint (see src/main.tsx).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = path.resolve('dist');
const ssrEntry = path.resolve('dist-ssr/render-page.js');
const { NOT_FOUND_PATH, PRERENDERED_ROUTES, ROUTE_PATTERNS, renderPage } = await import(pathToFileURL(ssrEntry).href);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The files of a manifest chunk and of everything it imports statically. */
function chunkFiles(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen);
  return seen;
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryImports = new Set(chunkFiles(manifest, 'index.html'));
// The app's code: the shell chunk, which holds src/boot.tsx (vite.config.ts), and what it imports.
const shellKey = Object.keys(manifest).find((key) => manifest[key].name === 'app-shell');
const appCode = shellKey ? [...chunkFiles(manifest, shellKey)].filter((file) => !entryImports.has(file)) : [];
if (appCode.length === 0) throw new Error('the app-shell chunk is not in the build manifest');
// The entry must not import the shell statically: a pre-rendered page would download and run it before its paint.
const shellInEntry = [...entryImports].find((file) => file.includes('/app-shell-'));
if (shellInEntry) throw new Error(`the entry imports ${shellInEntry} statically (see vite.config.ts)`);
// The doctor's and staff spaces' screens and route titles are chunks of their own (src/app/space-screens.ts): their
// pre-rendered pages preload them, so that they do not wait for the app's code to ask for them.
const spaceChunks = Object.fromEntries(
  ['doctor', 'admin'].map((space) => [
    space,
    [...chunkFiles(manifest, `src/app/${space}-screens.tsx`)].filter(
      (file) => !entryImports.has(file) && !appCode.includes(file),
    ),
  ]),
);
if (spaceChunks.doctor.length === 0 || spaceChunks.admin.length === 0) {
  throw new Error('src/app/doctor-screens.tsx or admin-screens.tsx is not in the build manifest');
}
const modulePreloads = (files) =>
  files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`).join('');

/**
 * A page that runs the app at the first touch (ADR 067) names the app's code for the entry to fetch once the page
 * is loaded and idle (src/lib/boot-on-intent.ts); its root says it waits.
 */
const appCodeMeta = `    <meta name="sante-app-code" content="${appCode.map((file) => `/${file}`).join(' ')}" />\n`;

function page({ html, title, description }, routePath, demoMode, space = 'public', bootsOnIntent = false) {
  const meta = description ? `<meta name="description" content="${escapeHtml(description)}" />` : '';
  const boot = bootsOnIntent ? ' data-boot="intent"' : '';
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>${meta}`)
    .replace(
      '</head>',
      `  <meta name="sante-demo-mode" content="${demoMode ? '1' : '0'}" />\n${bootsOnIntent ? appCodeMeta : ''}${modulePreloads(spaceChunks[space] ?? [])}  </head>`,
    )
    .replace(ROOT, `<div id="root" data-prerendered="${escapeHtml(routePath)}"${boot}>${html}</div>`);
}

const out = path.join(dist, 'prerendered');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const pages = {};
for (const route of PRERENDERED_ROUTES) {
  for (const demoMode of [false, true]) {
    const rendered = await renderPage(route.path, demoMode);
    writeFileSync(
      path.join(out, `${route.id}${demoMode ? '.demo' : ''}.html`),
      page(rendered, route.path, demoMode, route.space, route.bootsOnIntent),
    );
  }
  pages[route.path] = route.id;
}
writeFileSync(path.join(out, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
for (const demoMode of [false, true]) {
  const rendered = await renderPage(NOT_FOUND_PATH, demoMode);
  writeFileSync(path.join(out, `not-found${demoMode ? '.demo' : ''}.html`), page(rendered, NOT_FOUND_PATH, demoMode));
}
writeFileSync(path.join(out, 'routes.json'), `${JSON.stringify(ROUTE_PATTERNS, null, 2)}\n`);

const preloads = modulePreloads(appCode);
writeFileSync(path.join(dist, 'index.html'), template.replace('</head>', `${preloads}  </head>`));
rmSync(path.resolve('dist-ssr'), { recursive: true, force: true });
console.log(`pre-rendered ${PRERENDERED_ROUTES.length} pages (x2: without and with the demo banner)`);
