// Draws the PNG icons of the installable app (manifest, Apple touch icon) from the SVGs in public/icons with
// Debian's chromium, then they are committed: `node scripts/generate-icons.mjs` after changing an SVG.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const icons = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const { executablePath, args } = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../e2e/chromium.json'), 'utf8'),
);

/** [source SVG, output PNG, size in px]: "any" icons have rounded corners; maskable and Apple ones fill the square. */
const OUTPUTS = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
];

const browser = await chromium.launch({ executablePath, args });
try {
  for (const [source, output, size] of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = readFileSync(path.join(icons, source), 'utf8');
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(icons, output), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
