import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The landing page (specification, section 1 and "landing page: hero, services, featured nursing service,
 * benefits, testimonials, footer") on a cheap phone, in French first, then English and Hausa.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const TITLE_FR = 'Un médecin ou un infirmier chez vous, au créneau de votre choix';

/**
 * Picks a language in the header. The page arrives pre-rendered and a choice made before the app has taken
 * over the HTML (hydration) is not seen: like a visitor, pick again until the page follows.
 */
async function chooseLanguage(page: Page, language: string, label = 'Langue'): Promise<void> {
  await expect(async () => {
    await page.getByRole('combobox', { name: label }).selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language, { timeout: 1_000 });
  }).toPass();
}

test('la page d’accueil présente l’offre, les services et les urgences sur un téléphone', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE_FR);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByText('Soins à domicile à Douala et Yaoundé')).toBeVisible();

  // The way in, above the fold on a 740 px high screen; the teleconsultation since the video room exists (ADR 030).
  const book = main.getByRole('link', { name: 'Réserver une visite à domicile' }).first();
  await expect(book).toBeInViewport();
  await expect(book).toHaveAttribute('href', '/patient/booking?kind=home_visit');
  await expect(main.getByRole('link', { name: 'Démarrer une téléconsultation' }).first()).toHaveAttribute(
    'href',
    '/patient/booking?kind=teleconsultation',
  );

  // The claims: no arrival time unless configured, the real next free slot instead.
  const claims = main.getByRole('list', { name: 'Nos engagements' });
  await expect(claims.getByRole('listitem')).toHaveText([
    'Douala et Yaoundé',
    'Noté 4,9/5 par nos patients',
    /^Premier créneau libre : .+ \d+ h/,
  ]);

  // The services that can be had today, each a link to where it is booked; nothing that cannot be delivered yet.
  await expect(main.getByRole('heading', { level: 2, name: 'Nos services' })).toBeVisible();
  for (const name of [
    'Consultation médicale à domicile',
    'Soins infirmiers à domicile',
    'Téléconsultation',
    'Prélèvements à domicile',
  ]) {
    await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', '/appointment-type');
  }
  // The online pharmacy shows medicines' availability at partner pharmacies (issue #14): no delivery promised.
  await expect(main.getByRole('link', { name: /^Pharmacie en ligne/ })).toHaveAttribute('href', '/eshop');
  await expect(main.getByText(/livr/i)).toHaveCount(0);
  for (const name of ['Programmes de suivi', 'Assistant santé IA']) {
    await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0);
  }

  // The featured nursing service and the benefits.
  await expect(main.getByRole('heading', { level: 2, name: 'Soins infirmiers à domicile' })).toBeVisible();
  await expect(main.getByText('Perfusions à domicile')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Réserver un infirmier' })).toHaveAttribute('href', '/appointment-type');
  await expect(main.getByRole('heading', { level: 2, name: 'Pourquoi nous choisir' })).toBeVisible();
  for (const benefit of ['Au créneau de votre choix', 'Professionnels vérifiés', 'Paiement par Mobile Money']) {
    await expect(main.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
  }
  await expect(main.getByRole('heading', { level: 3, name: 'Disponible 24h/24, 7j/7' })).toHaveCount(0);

  // The test server has demo accounts: the testimonials are fictional examples, and say so.
  const testimonials = main.getByRole('region', { name: 'Témoignages' });
  await expect(testimonials.getByText('ces témoignages sont des exemples fictifs', { exact: false })).toBeVisible();
  await expect(testimonials.getByText('Exemple', { exact: true })).toHaveCount(3);
  await expect(testimonials.getByText('Aïcha, Bonamoussadi (Douala)')).toBeVisible();

  // Footer: public emergency numbers, legal links, copyright.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Appeler le 119 SAMU' })).toHaveAttribute('href', 'tel:119');
  for (const number of ['117', '118', '113']) {
    await expect(footer.locator(`a[href="tel:${number}"]`)).toBeVisible();
  }
  const legal = footer.getByRole('navigation', { name: 'Informations légales' });
  for (const [name, href] of [
    ["Conditions générales d'utilisation", '/cgu'],
    ['Politique de confidentialité', '/politique-confidentialite'],
    ['Questions fréquentes', '/faq'],
    ["Manuel d'utilisation", '/manuel-utilisation'],
  ] as const) {
    await expect(legal.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(footer.getByText('© 2024 Santé à Domicile. Tous droits réservés.', { exact: false })).toBeVisible();

  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Straight to the home visit's choices: the type of consultation is not asked again.
  await book.click();
  await expect(page).toHaveURL(/\/patient\/booking\?/);
  await expect(page.getByText('Visite à domicile', { exact: true })).toBeVisible();
});

test('la page d’accueil passe en anglais', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: TITLE_FR })).toBeVisible();
  await chooseLanguage(page, 'en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'A doctor or a nurse at your home, at the time you choose' }),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Book a home visit' }).first()).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Our services' })).toBeVisible();
  await expect(main.getByText('Rated 4.9/5 by our patients')).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Home nursing care' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Call 119 SAMU (ambulance)' })).toHaveAttribute('href', 'tel:119');
  await expect(footer.getByText('© 2024 Santé à Domicile. All rights reserved.', { exact: false })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/politique-confidentialite',
  );
});

test('la page d’accueil existe en haoussa ; les textes non traduits restent en français', async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, 'ha');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Ayyukanmu' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Nemi ziyarar likita a gida' }).first()).toHaveAttribute(
    'href',
    '/patient/booking?kind=home_visit',
  );
  // The title without an arrival time is not translated into Hausa yet: it stays in French.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE_FR);

  // The fictional examples are not translated into Hausa: they stay in French.
  await expect(main.getByText("L'infirmier est arrivé en quarante minutes", { exact: false })).toBeVisible();

  // Kept after a reload (the page, pre-rendered in French, is drawn again in Hausa).
  await page.reload();
  await expect(main.getByRole('heading', { level: 2, name: 'Ayyukanmu' })).toBeVisible();
});
