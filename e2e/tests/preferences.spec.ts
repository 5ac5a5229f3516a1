import { expect, test } from '../fixtures';

/**
 * Issue #2, section 4: theme (light, dark, system; localStorage `theme`; `dark` class on <html>) and language
 * (i18next: localStorage `i18nextLng` first, then the browser language; <html lang>) survive a reload.
 */
const TITLE_FR = 'Un médecin ou un infirmier chez vous, au créneau de votre choix';
const TITLE_EN = 'A doctor or a nurse at your home, at the time you choose';
const DARK = /(^|\s)dark(\s|$)/;

test('le thème sombre et l’anglais choisis survivent à un rechargement', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'fr');
  await expect(html).not.toHaveClass(DARK);
  await expect(page.getByRole('heading', { level: 1, name: TITLE_FR })).toBeVisible();

  await page.getByRole('button', { name: 'Changer de thème (actuel : Système, suivant : Sombre)' }).click();
  await expect(html).toHaveClass(DARK);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: TITLE_EN })).toBeVisible();
  // The header follows too.
  await expect(page.getByRole('button', { name: 'Change theme (current: Dark, next: Light)' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveClass(DARK);
  await expect(page.getByRole('heading', { level: 1, name: TITLE_EN })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');

  // Another page of the app, loaded fresh: still English and dark.
  await page.goto('/connexion/patient');
  await expect(page.getByRole('heading', { level: 1, name: 'Patient sign-in' })).toBeVisible();
  await expect(html).toHaveClass(DARK);

  // Back to light and French: also kept.
  await page.getByRole('button', { name: 'Change theme (current: Dark, next: Light)' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await page.reload();
  await expect(html).toHaveAttribute('lang', 'fr');
  await expect(html).not.toHaveClass(DARK);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion patient' })).toBeVisible();
});

for (const { locale, lang, title } of [
  { locale: 'en-US', lang: 'en', title: TITLE_EN },
  { locale: 'fr-FR', lang: 'fr', title: TITLE_FR },
]) {
  test(`un navigateur ${locale} sans préférence enregistrée reçoit la langue ${lang}`, async ({
    browser,
    consoleGuard,
  }) => {
    // A new context: empty storage, the browser language only.
    const context = await browser.newContext({ locale });
    consoleGuard.watchContext(context);
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    } finally {
      await context.close();
    }
  });
}

test('le thème système suit le système d’exploitation quand rien n’est choisi', async ({ browser, consoleGuard }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  consoleGuard.watchContext(context);
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(DARK);
    // From "system" (dark here), the first click shows the opposite theme.
    await page.getByRole('button', { name: 'Changer de thème (actuel : Système, suivant : Clair)' }).click();
    await expect(page.locator('html')).not.toHaveClass(DARK);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  } finally {
    await context.close();
  }
});
