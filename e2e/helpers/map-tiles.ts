import type { Page } from '@playwright/test';

/** A 1x1 transparent PNG: the tests never reach OpenStreetMap's tile servers. */
const EMPTY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers the page's map tile requests with an empty tile; returns the list of the tiles asked for. */
export async function stubMapTiles(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/tile\.openstreetmap\.org/, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE });
  });
  return requested;
}
