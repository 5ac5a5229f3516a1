import { expect, test } from '../fixtures';

/**
 * Issue #10, section 6: nothing moves under the thumb while a page loads (cumulative layout shift <= 0.05, the
 * budget Lighthouse checks). The booking page once pushed its footer down the screen as its steps appeared (0.41).
 */
const PAGES = ['/', '/appointment-type', '/patient/booking', '/connexion/patient'];

for (const path of PAGES) {
  test(`${path} ne bouge pas pendant son chargement (CLS <= 0,05)`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(
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
    expect(shift).toBeLessThanOrEqual(0.05);
  });
}
