import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { submitSignIn } from '../helpers/auth';

/**
 * ADR 067: the landing page and the sign-in pages, pre-rendered, work as they are; the app runs at the visitor's
 * first touch, its code fetched meanwhile. These journeys open their pages in a context of their own, which the
 * fixtures' navigation helpers do not touch for them; a page error fails them.
 */
async function phone(browser: Browser, clientIp: string): Promise<{ context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  // Not watched by the console guard, whose navigation helpers give every page its first touch.
  const errors: string[] = [];
  context.on('weberror', (error) => errors.push(error.error().message));
  return { context, errors };
}

const appReady = (page: Page) => page.evaluate(() => document.documentElement.dataset.appReady ?? null);

test('accueil : lisible et navigable avant toute touche, l’application tourne à la première, sans perdre la touche', async ({
  browser,
  clientIp,
}) => {
  const { context, errors } = await phone(browser, clientIp);
  const page = await context.newPage();
  const shell = page.waitForRequest(/\/assets\/app-shell-[\w-]+\.js$/);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  // The code is fetched once the page is idle, and does not run: nothing has taken the page over.
  await shell;
  await page.waitForTimeout(1_500);
  expect(await appReady(page)).toBeNull();
  // A visitor is offered to sign in or sign up before anything ran, in the header and in the hero.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Créer un compte' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Réserver une visite à domicile' }).first()).toHaveAttribute(
    'href',
    '/patient/booking?kind=home_visit',
  );

  // The first touch is on the theme button: the app runs, and the tap is not lost.
  const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  const wasDark = await dark();
  await page.getByRole('button', { name: /^Changer de thème/ }).tap();
  await expect.poll(() => appReady(page)).toBe('true');
  await expect.poll(dark).toBe(!wasDark);
  // Once it runs, what needs it appears: the real next free slot.
  await expect(main.getByRole('list', { name: 'Nos engagements' }).getByText(/^Premier créneau libre/)).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('connexion : saisie et envoi avant que l’application tourne ; un appareil connecté la fait tourner aussitôt', async ({
  browser,
  clientIp,
}) => {
  const { context, errors } = await phone(browser, clientIp);
  const page = await context.newPage();
  await page.goto(DEMO.patient.signInPath);
  await page.waitForLoadState('networkidle');
  expect(await appReady(page)).toBeNull();
  await submitSignIn(page, DEMO.patient.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(DEMO.patient.home);

  // Back on the sign-in page, signed in: no touch needed to be told who is signed in, no visitor link shown.
  await page.goto(DEMO.patient.signInPath);
  await expect(page.getByText(`Vous êtes connecté en tant que ${DEMO.patient.fullName}`)).toBeVisible();
  expect(await appReady(page)).toBe('true');
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Aller à mon espace' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer un compte' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});
