import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';

/**
 * Issue #10, section 6: nothing moves under the thumb while a page loads (cumulative layout shift <= 0.05, the
 * budget Lighthouse checks). The booking page once pushed its footer down the screen as its steps appeared (0.41).
 */
const PAGES = ['/', '/appointment-type', '/patient/booking', '/connexion/patient'];

/** The page's cumulative layout shift once loaded (Lighthouse's mobile viewport). */
async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1_500);
      }),
  );
}

for (const path of PAGES) {
  test(`${path} ne bouge pas pendant son chargement (CLS <= 0,05)`, async ({ page }) => {
    expect(await layoutShiftOf(page, path)).toBeLessThanOrEqual(0.05);
  });
}

// The unread-messages link, loaded after the page, once pushed the cards down by its height (0.08).
// The demo patient: her cards start within the first screen, where a shift counts.
test('/patient/dashboard ne bouge pas pendant son chargement (CLS <= 0,05)', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL ?? '', { email: DEMO.patient.email }, DEMO_PASSWORD, 'patient');
  // First visit, then the visit of every day (its code cached: the cards are drawn before the link arrives).
  expect(await layoutShiftOf(page, '/patient/dashboard')).toBeLessThanOrEqual(0.05);
  expect(await layoutShiftOf(page, '/patient/dashboard')).toBeLessThanOrEqual(0.05);
});
