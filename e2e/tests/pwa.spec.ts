import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The installable app: a valid manifest with icons that load, a service worker that keeps the pages already
 * visited (and the files they need) for a visitor whose network drops, an offline page for the others, and
 * never a response of the API in the cache.
 */

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test('le manifeste est servi, valide, et ses icônes se chargent', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Santé à Domicile',
    lang: 'fr',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0f766e',
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe(icon.type);
    expect(pngSize(await image.body())).toBe(icon.sizes);
  }
  const appleIcon = await request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '');
  expect(pngSize(await appleIcon.body())).toBe('180x180');
});

/**
 * Waits until the service worker controls the page and has stored the page and every script it loaded; on a
 * timeout the assertion names what is missing.
 */
async function waitForOfflineCopy(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return ['(no controlling service worker)'];
          const scripts = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name))
            .filter((url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'));
          const paths = [location.pathname, ...scripts.map((url) => url.pathname)];
          const stored = await Promise.all(paths.map((path) => caches.match(path)));
          return paths.filter((_path, index) => !stored[index]);
        }),
      // A CI machine running two browsers and the server on two cores can take its time.
      { timeout: 30_000 },
    )
    .toEqual([]);
}

// Offline, the API probe fails with a network error the console reports: these contexts are not watched by
// the console guard; page errors (uncaught exceptions) are checked here instead.
test('hors ligne : les pages déjà visitées s’ouvrent, les autres montrent la page hors ligne', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const pageErrors: string[] = [];
  context.on('weberror', (error) => pageErrors.push(error.error().message));
  try {
    const page = await context.newPage();
    await page.goto('/');
    const title = page.getByRole('heading', {
      level: 1,
      name: 'Un médecin ou un infirmier chez vous, au créneau de votre choix',
    });
    await expect(title).toBeVisible();
    // Registered after the page has loaded.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );
    await waitForOfflineCopy(page);

    // A second page, visited while online (its chunk then passes through the worker).
    await page.goto('/cgu');
    await expect(page.getByRole('heading', { level: 1, name: "Conditions générales d'utilisation" })).toBeVisible();
    await waitForOfflineCopy(page);

    await context.setOffline(true);
    await page.goto('/');
    await expect(title).toBeVisible();
    await page.reload();
    await expect(title).toBeVisible();

    await page.goto('/cgu');
    await expect(page.getByRole('heading', { level: 1, name: "Conditions générales d'utilisation" })).toBeVisible();

    // Never opened: the offline page, with the emergency numbers one tap away.
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Appeler le 119 SAMU' })).toHaveAttribute('href', 'tel:119');

    // Back online: the offline page goes to the page asked for by itself once the server answers.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible({
      timeout: 15_000,
    });

    // Nothing from the API was stored.
    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(stored).toContain('/');
    expect(stored.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

// On a slow phone a file may still be downloading when the worker takes control (the reviewers' translations
// are fetched once the first screen is drawn): it never passed through the worker, and must be kept anyway.
test('un fichier encore en chargement quand le service worker prend la main est gardé pour hors ligne', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    let delayed = false;
    await context.route(/\/assets\/served-translations-[\w-]+\.js$/, async (route) => {
      // The page's own download only (the worker's copy of it passes at once), held until the worker controls
      // the page and has been handed the list of what the page loaded.
      if (!delayed) {
        delayed = true;
        await expect
          .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
          .toBe(true);
        await page.waitForTimeout(500);
      }
      await route.continue();
    });
    const downloaded = page.waitForResponse(/\/assets\/served-translations-[\w-]+\.js$/, { timeout: 45_000 });
    // A page whose app runs at once (on the landing page it waits for a first touch: ADR 067).
    await page.goto('/cgu');
    await downloaded;
    await waitForOfflineCopy(page);
  } finally {
    await context.close();
  }
});
