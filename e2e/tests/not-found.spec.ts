import { expect, test } from '../fixtures';

/** Issue #2, section 4: an unknown path shows the not-found page with a link back to the home page. */
test('un chemin inconnu affiche « Page non trouvée » et un lien de retour à l’accueil qui fonctionne', async ({
  page,
}) => {
  await page.goto('/cette-page/nexiste-pas?x=1');

  await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
  await expect(
    page.getByText("La page que vous recherchez n'existe pas ou a été déplacée.", { exact: true }),
  ).toBeVisible();
  // The URL is kept (no redirect to a generic page): the visitor sees what they typed.
  expect(new URL(page.url()).pathname).toBe('/cette-page/nexiste-pas');

  await page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Un médecin ou un infirmier chez vous en 30 à 45 minutes' }),
  ).toBeVisible();
});
