/* global self, caches -- a service worker's globals */
/*
 * The service worker of the installable app: a returning visitor on a bad network gets the pages they already
 * opened and the files those pages need, without waiting; a page never opened shows /offline.html.
 *
 * - /assets/* (hashed names, never change): cache first, kept after the first use.
 * - Page navigations: network first; after NETWORK_TIMEOUT_MS or without a network, the copy of that page
 *   from an earlier visit (keyed by path: a query string such as a reset token is never stored), else the
 *   offline page.
 * - /api/* and /.well-known/* are never touched: medical and session data never enter the cache.
 * - Messages from the page (apps/web/src/pwa/register-service-worker.ts): `cache-urls` (the page and files
 *   loaded before this worker took control), `forget-pages` (sign-out: drop the visited pages).
 *
 * Plain JavaScript served as is (not bundled): bump VERSION when the caching rules change.
 */
const VERSION = 'v2';
const CORE_CACHE = `sante-core-${VERSION}`;
const PAGES_CACHE = `sante-pages-${VERSION}`;
const ASSETS_CACHE = `sante-assets-${VERSION}`;
const OFFLINE_URL = '/offline.html';
const CORE_FILES = [OFFLINE_URL, '/offline.js', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];
const NETWORK_TIMEOUT_MS = 3000;
const MAX_PAGES = 30;
const MAX_ASSETS = 200;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await (await caches.open(CORE_CACHE)).addAll(CORE_FILES);
      // The start page, so that the installed app opens without a network.
      await cachePage('/');
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  const current = new Set([CORE_CACHE, PAGES_CACHE, ASSETS_CACHE]);
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => !current.has(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data;
  if (message?.type === 'cache-urls' && Array.isArray(message.urls)) {
    event.waitUntil(cacheLoadedUrls(message.urls));
  } else if (message?.type === 'forget-pages') {
    event.waitUntil(caches.delete(PAGES_CACHE));
  }
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isPrivate(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (CORE_FILES.includes(url.pathname) || url.pathname.startsWith('/icons/')) {
    event.respondWith(staleWhileRevalidate(event));
  }
});

function isPrivate(pathname) {
  return pathname.startsWith('/api/') || pathname.startsWith('/.well-known/');
}

/** The cache key of a page: its path only. */
function pageKey(url) {
  const { origin, pathname } = new URL(url, self.location.origin);
  return `${origin}${pathname}`;
}

function isStorablePage(response) {
  return (
    response.ok &&
    response.type === 'basic' &&
    !response.redirected &&
    (response.headers.get('content-type') ?? '').includes('text/html') &&
    !/no-store/.test(response.headers.get('cache-control') ?? '')
  );
}

async function storePage(key, response) {
  if (!isStorablePage(response)) return;
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(key, response);
  await trim(cache, MAX_PAGES);
}

async function cachePage(path) {
  const response = await fetch(path, { credentials: 'same-origin' });
  await storePage(pageKey(path), response);
}

async function cacheLoadedUrls(urls) {
  const assets = await caches.open(ASSETS_CACHE);
  await Promise.all(
    urls.map(async (raw) => {
      const url = new URL(raw, self.location.origin);
      if (url.origin !== self.location.origin || isPrivate(url.pathname)) return;
      try {
        if (url.pathname.startsWith('/assets/')) {
          if (!(await assets.match(url.href))) await assets.add(url.href);
        } else {
          await cachePage(url.pathname);
        }
      } catch {
        // Offline or gone: it is cached on its next use.
      }
    }),
  );
  await trim(assets, MAX_ASSETS);
}

/** Oldest entries first (a cache lists its keys in insertion order). */
async function trim(cache, max) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

function timeout(ms) {
  return new Promise((_resolve, reject) => setTimeout(() => reject(new Error('timeout')), ms));
}

async function navigate(event) {
  const key = pageKey(event.request.url);
  let storing = Promise.resolve();
  const network = fetch(event.request).then((response) => {
    storing = storePage(key, response.clone());
    return response;
  });
  // The network answer updates the stored copy even when the stored copy was shown first.
  event.waitUntil(network.then(() => storing).catch(() => undefined));
  try {
    return await Promise.race([network, timeout(NETWORK_TIMEOUT_MS)]);
  } catch {
    const stored = await caches.match(key, { cacheName: PAGES_CACHE });
    if (stored) return stored;
    try {
      return await network;
    } catch {
      return (await caches.match(OFFLINE_URL, { cacheName: CORE_CACHE })) ?? Response.error();
    }
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(event) {
  const cache = await caches.open(CORE_CACHE);
  const cached = await cache.match(event.request);
  const network = fetch(event.request).then(async (response) => {
    if (response.ok) await cache.put(event.request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(network.catch(() => undefined));
    return cached;
  }
  return network;
}
