import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD, type DemoRole } from '../helpers/accounts';
import { submitSignIn } from '../helpers/auth';

/**
 * Issue #15 §3, `/admin/langues` (ADR 040): per language the completeness of each catalogue against French and
 * its missing keys; an administrator changes a key of Ewondo in place, and the app applies it after a reload with
 * Ewondo chosen, without a rebuild (served at `/api/translations/ewo`); operations staff see the figures only.
 */
async function openLanguages(page: Page, role: DemoRole): Promise<void> {
  await page.goto(DEMO[role].signInPath);
  await submitSignIn(page, DEMO[role].email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${DEMO[role].home}$`));
  await page.goto('/admin/langues');
  await expect(page.getByRole('heading', { level: 1, name: 'Langues et traductions' })).toBeVisible();
  // Every bundled catalogue is fetched (a hundred small chunks): slow on a busy machine.
  await expect(page.getByText('Chargement des catalogues…')).toHaveCount(0, { timeout: 30_000 });
}

/** « 12 / 1 843 clés · 0 % » on a language's button: the keys present. */
async function presentKeys(language: Locator): Promise<number> {
  const text = (await language.textContent()) ?? '';
  const match = /(\d[\d\s\u202f\u00a0]*) \/ /.exec(text);
  expect(match, text).not.toBeNull();
  return Number((match?.[1] ?? '').replace(/\D/g, ''));
}

test("un administrateur voit l'ewondo incomplet, traduit une clé en place et l'application l'affiche après rechargement", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLanguages(page, 'admin');
  const ewondo = page.getByRole('button', { name: /^Ewondo/ });
  await expect(ewondo).toContainText(/\d+ \/ [\d\s\u202f\u00a0]+ clés · \d+ %/);
  const before = await presentKeys(ewondo);
  await ewondo.click();
  await expect(ewondo).toHaveAttribute('aria-pressed', 'true');

  const keys = page.getByRole('region', { name: '« common » en Ewondo' });
  const missing = keys.locator('li[data-key="app.skipToContent"]');
  await expect(missing).toContainText("Manquante : s'affiche en français");
  await expect(missing).toContainText('Aller au contenu principal');

  // The admin routes' titles are a catalogue of the `common` namespace.
  const text = `Mintóm ${randomInt(1000, 9999)}`;
  await page.getByRole('button', { name: /^admin-routes / }).click();
  const routes = page.getByRole('region', { name: '« admin-routes » en Ewondo' });
  await routes.getByRole('searchbox', { name: 'Chercher une clé ou un texte' }).fill('adminLanguages');
  const row = routes.locator('li[data-key="routes.adminLanguages.title"]');
  await row.getByRole('button', { name: 'Modifier routes.adminLanguages.title' }).click();
  await row.getByLabel('Texte en Ewondo de « routes.adminLanguages.title »').fill(text);
  await row.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(row).toContainText('Traduction revue');
  await expect(row).toContainText(text);
  await expect.poll(() => presentKeys(ewondo)).toBe(before + 1);

  // Export: the file the import expects, with the reviewed key.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('traductions-ewo.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as unknown;
  expect(exported).toEqual({ language: 'ewo', overrides: { common: { 'routes.adminLanguages.title': text } } });
  // Import: a Fulfulde file counts as translated; a file that is not an export is refused before sending.
  const fulfulde = page.getByRole('button', { name: /^Fulfulde/ });
  const fulfuldeBefore = await presentKeys(fulfulde);
  const upload = page.locator('input[type="file"]');
  await upload.setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"a":1}') });
  await expect(page.getByText("Ce fichier n'est pas un export de traductions")).toBeVisible();
  const file = { language: 'ff', overrides: { common: { 'app.skipToContent': 'Yah to loowdi' } } };
  await upload.setInputFiles({
    name: 'ff.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(page.getByText('1 traduction importée en Fulfulde.')).toBeVisible();
  await expect.poll(() => presentKeys(fulfulde)).toBe(fulfuldeBefore + 1);

  // The app, in Ewondo, reads the reviewed text after a reload: the page's title is the route's.
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('ewo');
  // The language is kept on the device once its catalogue has arrived and the app switched to it.
  await expect(page.locator('html')).toHaveAttribute('lang', 'ewo');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ewo');
  // The reviewed texts arrive after the first render (ADR 040): the French title first, then the Ewondo one.
  await expect(page).toHaveTitle(new RegExp(`^${text} · `), { timeout: 20_000 });
  // Back in French, the French text stays.
  await page.getByRole('combobox', { name: /Langue/ }).selectOption('fr');
  await expect(page).toHaveTitle(/^Langues · /);
});

test("sur téléphone, le personnel opérationnel voit les chiffres de l'ewondo mais aucun bouton de modification", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openLanguages(page, 'personnel_operationnel');
  await expect(
    page.getByText('Vous consultez les chiffres ; seuls les administrateurs modifient les traductions.'),
  ).toBeVisible();
  const ewondo = page.getByRole('button', { name: /^Ewondo/ });
  await expect(ewondo).toContainText(/\d+ \/ [\d\s\u202f\u00a0]+ clés · \d+ %/);
  await ewondo.click();
  const keys = page.getByRole('region', { name: '« common » en Ewondo' });
  await expect(keys.locator('li[data-key="app.skipToContent"]')).toContainText("Manquante : s'affiche en français");
  await expect(page.getByRole('button', { name: /^Modifier/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exporter (JSON)' })).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
