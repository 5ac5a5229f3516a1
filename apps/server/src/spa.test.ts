import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server';

let server: TestServer;
let webDist: string;

/** A web build in miniature, laid out as `scripts/prerender.mjs` writes it. */
async function writeWebBuild(dir: string) {
  const prerendered = path.join(dir, 'prerendered');
  await mkdir(prerendered, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<html><head></head><body><div id="root">shell</div></body></html>');
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'assets', 'icon-abc123.js'), 'export const icon = 1;');
  await writeFile(path.join(prerendered, 'pages.json'), JSON.stringify({ '/faq': 'faq' }));
  await writeFile(
    path.join(prerendered, 'routes.json'),
    JSON.stringify(['/', '/faq', '/patient/dashboard', '/patient/eshop/product/:productId']),
  );
  for (const suffix of ['', '.demo']) {
    await writeFile(path.join(prerendered, `faq${suffix}.html`), '<html><body>FAQ</body></html>');
    await writeFile(path.join(prerendered, `not-found${suffix}.html`), '<html><body>Page non trouvée</body></html>');
  }
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'sante-web-'));
  await writeWebBuild(webDist);
  server = await startTestServer({ webDist });
});
afterAll(async () => {
  await server.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the web app’s paths', () => {
  it('answers a path of the route table with 200 and its page', async () => {
    for (const [pathname, text] of [
      ['/', 'shell'],
      ['/faq', 'FAQ'],
      ['/patient/dashboard', 'shell'],
      ['/patient/eshop/product/42', 'shell'],
      ['/FAQ/', 'shell'],
    ] as const) {
      const res = await server.client().get(pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.headers.get('content-type'), pathname).toMatch(/^text\/html/);
      expect(String(res.body), pathname).toContain(text);
    }
  });

  it('answers a path that matches no route with 404 and the pre-rendered not-found page', async () => {
    for (const pathname of ['/cette-page/nexiste-pas', '/patient/eshop/product', '/patient/dashboard/extra']) {
      const res = await server.client().get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.headers.get('content-type'), pathname).toMatch(/^text\/html/);
      expect(String(res.body), pathname).toContain('Page non trouvée');
    }
  });

  it('keeps a JSON 404 for an unknown API path', async () => {
    const res = await server.client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('not_found');
  });

  it('sends the built files with the headers a script needs, not those of a page (1 KiB less per file on 3G)', async () => {
    const res = await server.client().get('/assets/icon-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const pageOnly of [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
      'x-download-options',
      'x-dns-prefetch-control',
      'x-permitted-cross-domain-policies',
    ]) {
      expect(res.headers.get(pageOnly), pageOnly).toBeNull();
    }
    // A page keeps them all.
    const page = await server.client().get('/faq');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });
});
