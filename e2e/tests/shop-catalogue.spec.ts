import { expect, test } from '../fixtures';

/**
 * Issue #14 §1: on a 360 px phone, a visitor searches the shop (« sro » finds the ORS), browses a category, opens a
 * health product and sees the partner pharmacies that stock it; a medicine's page is a notice (DCI, AMM, class)
 * with the availability per pharmacy, and nothing to buy when it needs a prescription (loi 90/035 art. 51); a health
 * product is added to the cart, never promoted.
 */
test.use({ viewport: { width: 360, height: 740 } });

const PURCHASE = /panier|commander|acheter|\bpromo\b|meilleure vente/i;

test('un visiteur cherche « sro », parcourt une catégorie et voit les pharmacies qui ont le produit', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Pharmacie en ligne/ }).first()).toHaveAttribute('href', '/eshop');

  await page.goto('/eshop');
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacie en ligne' })).toBeVisible();
  await expect(page.getByText(/présentés pour information et disponibilité/)).toBeVisible();

  await page.getByLabel('Produit, marque ou médicament (DCI)').fill('sro');
  const results = page.getByRole('region', { name: 'Résultats' });
  const ors = results.getByRole('link', { name: /SRO – sels de réhydratation orale/ });
  await expect(ors).toBeVisible();
  await expect(ors).toContainText('Prix indicatif');
  await expect(page).toHaveURL(/q=sro/);

  // Typos and accents are forgiven.
  await page.getByLabel('Produit, marque ou médicament (DCI)').fill('amoxiciline');
  await expect(results.getByRole('link', { name: /Amoxicilline 500 mg/ })).toBeVisible();

  await page.getByRole('button', { name: 'Effacer la recherche' }).click();
  await page.getByRole('link', { name: /^Matériel de diagnostic/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Matériel de diagnostic' })).toBeVisible();
  await page.getByRole('link', { name: /Thermomètre digital à embout flexible/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thermomètre digital à embout flexible' })).toBeVisible();
  await expect(page.getByText('Prix indicatif : 3 500 FCFA')).toBeVisible();
  const where = page.getByRole('region', { name: 'Où le trouver' });
  await expect(where.getByRole('article').first()).toBeVisible();
  await expect(where.getByRole('link', { name: /^Appeler le 6 / }).first()).toHaveAttribute('href', /^tel:\+237/);
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/\bpromo\b|meilleure vente|best seller/i);
  await page.getByRole('link', { name: 'Retour à Matériel de diagnostic' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Matériel de diagnostic' })).toBeVisible();
});

test('la fiche d’un médicament informe, donne la disponibilité par pharmacie, et ne propose aucun achat', async ({
  page,
}) => {
  await page.goto('/patient/eshop?q=artemether%20lumefantrine');
  const results = page.getByRole('region', { name: 'Résultats' });
  await results.getByRole('link', { name: /Artéméther-luméfantrine 20\/120 mg/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Artéméther-luméfantrine 20/120 mg' })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Informations sur le médicament' });
  await expect(facts.getByText('artéméther + luméfantrine')).toBeVisible();
  await expect(facts.getByText(/^AMM-DEMO-\d{4}$/)).toBeVisible();
  await expect(facts.getByText('Sur ordonnance')).toBeVisible();
  await expect(page.getByText("Délivré uniquement sur présentation d'une ordonnance valable.")).toBeVisible();

  const where = page.getByRole('region', { name: 'Où le trouver' });
  const pharmacies = where.getByRole('article');
  await expect(pharmacies.first()).toBeVisible();
  expect(await pharmacies.count()).toBeGreaterThanOrEqual(2);
  await expect(pharmacies.first().getByText(/^Prix en pharmacie : /)).toBeVisible();
  await expect(pharmacies.first().getByText(/^(Aujourd'hui : |Fermée aujourd'hui)/)).toBeVisible();
  await expect(pharmacies.first().getByRole('link', { name: 'Itinéraire' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/directions/,
  );
  // One pharmacy per city is de garde each week of the demo rota.
  await expect(where.getByText('De garde cette nuit').first()).toBeVisible();

  await expect(page.getByRole('button', { name: PURCHASE })).toHaveCount(0);
  await expect(page.getByRole('link', { name: PURCHASE })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(/\bpromo\b|meilleure vente|best seller/i);
});
