import { expect, test } from '../fixtures';

/**
 * Issue #3, section 1: the information pages (FAQ, terms, privacy policy, user manual) read well on a phone,
 * in French first, with a complete English version.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const PAGES = [
  {
    path: '/faq',
    title: 'Questions fréquentes',
    sentence: "n'est pas un service d'urgence",
  },
  {
    path: '/cgu',
    title: "Conditions générales d'utilisation",
    sentence: 'Les présentes conditions sont régies par le droit camerounais.',
  },
  {
    path: '/politique-confidentialite',
    title: 'Politique de confidentialité',
    sentence: 'loi n° 2024/017 du 23 décembre 2024 relative à la protection des données à caractère personnel',
  },
  {
    path: '/manuel-utilisation',
    title: "Manuel d'utilisation",
    sentence: 'Votre session médecin reste ouverte 24 heures',
  },
] as const;

for (const { path, title, sentence } of PAGES) {
  test(`${path} s'affiche en français sur un téléphone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(sentence).first()).toBeAttached();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}

test('la FAQ ouvre une réponse et donne les numéros d’urgence publics', async ({ page }) => {
  await page.goto('/faq');
  const answer = page.getByText('Vous pouvez payer avec :');
  await expect(answer).toBeHidden();
  await page.getByText('Quels moyens de paiement acceptez-vous ?').click();
  await expect(answer).toBeVisible();
  await expect(page.getByText('MTN Mobile Money ;')).toBeVisible();

  await page.getByRole('link', { name: 'Urgences' }).click();
  await page.getByText("Puis-je vous appeler en cas d'urgence ?").click();
  const samu = page.getByRole('link', { name: 'Appeler le 119 : SAMU (urgences médicales)' });
  await expect(samu).toBeVisible();
  await expect(samu).toHaveAttribute('href', 'tel:119');
});

test('la politique de confidentialité passe en anglais', async ({ page }) => {
  await page.goto('/politique-confidentialite');
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '5. Your rights' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open my settings' })).toHaveAttribute('href', '/patient/parametres');
});
