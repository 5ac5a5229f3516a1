import { expect, test } from '../fixtures';
import { signInThroughApi } from '../helpers/auth';
import { stubMapTiles } from '../helpers/map-tiles';

test.use({ viewport: { width: 360, height: 740 } });

/**
 * Issue #4, section 3: the address has a map pin. "Placer sur la carte" opens a map on the chosen city (loaded
 * only then); the patient moves the map under the pin, by tapping a place or with the arrow keys; the position
 * is saved with the address. The same field serves the booking's address step (prefilled from the profile).
 */
test('adresse : la patiente place l’épingle sur la carte, la position est enregistrée', async ({
  page,
  baseURL,
  freshPatient,
}) => {
  const tiles = await stubMapTiles(page);
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/patient/profil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await page.getByLabel('Ville', { exact: true }).selectOption('Douala');
  expect(tiles, 'no map before it is asked for').toEqual([]);

  await page.getByRole('button', { name: 'Placer sur la carte' }).click();
  const map = page.getByRole('region', { name: 'Carte : position de l’adresse' });
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  await expect(page.getByText('Faites glisser la carte pour mettre l’épingle sur votre porte')).toBeVisible();

  // A tap beside the centre brings that place under the pin: a position in Douala.
  const position = page.getByText(/^Position : /);
  await expect(position).toHaveCount(0);
  await map.click({ position: { x: 220, y: 180 } });
  await expect(position).toHaveText(/^Position : 4\.\d{1,4}, 9\.\d{1,4}$/);
  const tapped = await position.textContent();
  // The arrow keys move it too.
  await map.press('ArrowRight');
  await expect(position).not.toHaveText(tapped ?? '');
  const chosen = (await position.textContent()) ?? '';

  await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
  await expect(page.getByText('Profil enregistré')).toBeVisible();
  await page.reload();
  await expect(page.getByText(chosen, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Placer sur la carte' })).toBeVisible();
});
