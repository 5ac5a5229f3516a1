import { expect, test } from '../fixtures';
import { stubMapTiles } from '../helpers/map-tiles';

/**
 * Issue #4, section 1: `/medecins-map` lists the doctors and nurses with their price, rating and city, filters
 * them, says exactly "Aucun médecin trouvé..." when nothing matches, and shows them on an OpenStreetMap map.
 */
test('un visiteur trouve les médecins de démonstration, les filtre et les voit sur la carte (360 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await stubMapTiles(page);
  await page.goto('/medecins-map');
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver un médecin ou un infirmier' })).toBeVisible();

  const results = page.getByRole('region', { name: 'Résultats' });
  await expect(results.getByRole('heading', { name: 'Dr Solange Ekane' })).toBeVisible();
  await expect(results.getByText('Tarif : 20 000 FCFA').first()).toBeVisible();
  await expect(results.getByText('Pas encore d’avis').first()).toBeVisible();

  // Douala's carers who open hours (the demo doctor of Yaoundé opens none: see honest-offer.spec.ts).
  await page.getByLabel('Ville').selectOption('Douala');
  await expect(results.getByText('3 soignants trouvés')).toBeVisible();
  await page.getByLabel('Ville').selectOption('Yaoundé');
  await expect(results.getByRole('heading', { name: 'Serge Atangana' })).toBeVisible();
  await expect(results.getByRole('heading', { name: 'Dr Solange Ekane' })).toBeHidden();
  await expect(page).toHaveURL(/city=Yaound/);

  await page.getByLabel('Spécialité').selectOption('psychiatrie');
  await expect(results.getByText("Aucun médecin trouvé. Essayez d'ajuster vos critères de recherche.")).toBeVisible();
  await expect(results.getByRole('article')).toHaveCount(0);

  await page.getByRole('button', { name: 'Effacer les critères' }).click();
  await page.getByLabel('Tarif maximum').selectOption('5000');
  await expect(results.getByRole('heading', { name: 'Rose Ngo Nyemb' })).toBeVisible();
  await expect(results.getByRole('heading', { name: 'Serge Atangana' })).toBeVisible();
  await expect(results.getByRole('article')).toHaveCount(2);

  await page.getByRole('button', { name: 'Afficher la carte' }).click();
  const map = page.getByRole('region', { name: 'Carte des médecins' });
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(2);

  // The choice is remembered on this device: the map comes back by itself.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Carte des médecins' }).locator('path.leaflet-interactive'),
  ).toHaveCount(2);
  await page.getByRole('button', { name: 'Masquer la carte' }).click();
  await expect(page.getByRole('button', { name: 'Afficher la carte' })).toBeVisible();
});
