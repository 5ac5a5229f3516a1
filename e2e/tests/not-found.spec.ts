import { expect, test } from '../fixtures';

/**
 * Issue #2, section 4: an unknown path shows the not-found page with a link back to the home page. Issue #10: the
 * server answers it with HTTP 404 (not 200), with the not-found page already in the HTML.
 */
test('un chemin inconnu affiche « Page non trouvée » (HTTP 404) et un lien de retour à l’accueil qui fonctionne', async ({
  page,
  consoleGuard,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  consoleGuard.expectResourceError(404, /\/cette-page\/nexiste-pas/);
  const response = await page.goto('/cette-page/nexiste-pas?x=1');
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('Page non trouvée');

  await expect(page.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeVisible();
  await expect(
    page.getByText("La page que vous recherchez n'existe pas ou a été déplacée.", { exact: true }),
  ).toBeVisible();
  // The URL is kept (no redirect to a generic page): the visitor sees what they typed.
  expect(new URL(page.url()).pathname).toBe('/cette-page/nexiste-pas');

  await page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Un médecin ou un infirmier chez vous, au créneau de votre choix' }),
  ).toBeVisible();
});

test('un chemin connu répond 200', async ({ request }) => {
  for (const path of ['/', '/medecins-map', '/patient/dashboard', '/forum/article/un-article']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});
