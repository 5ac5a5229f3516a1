import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';

const SHOTS = '/tmp/shots-pharma';

/**
 * ADR 049, issue #14: an administrator registers a staff account as a pharmacist with their Ordre number at a
 * partner pharmacy from the pharmacy's back office, corrects the number, then deactivates the registration.
 */
test('un administrateur inscrit un pharmacien, corrige son numéro à l’Ordre et le désactive', async ({
  page,
  baseURL,
  consoleGuard,
}) => {
  void consoleGuard;
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughApi(page, baseURL ?? '', { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
  await page.goto('/admin/eshop/commandes');
  await page
    .getByRole('navigation', { name: 'Vues de la pharmacie' })
    .getByRole('button', { name: 'Pharmaciens' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pharmaciens inscrits' })).toBeVisible();
  // The demo pharmacist is listed, active.
  await expect(page.getByText('ONPC-DEMO-0427')).toBeVisible();

  const form = page.getByRole('form', { name: 'Inscrire un pharmacien' });
  await form.getByRole('button', { name: 'Inscrire' }).click();
  await expect(form.getByText('Veuillez sélectionner une option')).toBeVisible();
  const account = form.getByLabel('Compte du personnel');
  const option = account.locator('option', { hasText: 'Super administrateur' }).first();
  const label = ((await option.textContent()) ?? '').trim();
  const name = label.split(' · ')[0] ?? '';
  await account.selectOption({ label });
  await form.getByLabel('Numéro d’inscription à l’Ordre').fill('ONPC-2026-0777');
  await form.getByLabel('Pharmacie').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Inscrire' }).click();

  const card = page.getByRole('article', { name }).first();
  await expect(card.getByText('ONPC-2026-0777')).toBeVisible();
  await expect(card.getByText('Actif')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SHOTS}/pharmaciens-360-clair.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/pharmaciens-360-sombre.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/pharmaciens-1280-sombre.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: `${SHOTS}/pharmaciens-1280-clair.png`, fullPage: true });

  await card.getByRole('button', { name: 'Modifier' }).click();
  await card.getByLabel('Numéro d’inscription à l’Ordre').fill('ONPC-2026-0778');
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(card.getByText('ONPC-2026-0778')).toBeVisible();
  await card.getByRole('button', { name: 'Désactiver' }).click();
  await expect(card.getByText('Désactivé')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Réactiver' })).toBeVisible();
});
