import { expect, test } from '../fixtures';
import { newPatientIdentity } from '../helpers/accounts';
import { readLatestCode } from '../helpers/demo-outbox';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/**
 * Issue #14 §2: on a 360 px phone a visitor puts a thermometer and ORS (the ORS and zinc pack: the one demo pharmacy
 * with the thermometer in stock has it) in the cart, creates an account at checkout
 * without losing the cart, picks up at a partner pharmacy (the ORS is a medicine: never delivered), pays the
 * server's total with the sandbox, and finds the order, paid, with its pick-up code in « Mes commandes ».
 */
test('un visiteur met un thermomètre et des SRO au panier, crée son compte à la commande, paie et retrouve sa commande', async ({
  page,
  createdUsers,
}) => {
  const patient = newPatientIdentity();
  await page.goto('/eshop?q=thermometre%20digital');
  await page
    .getByRole('region', { name: 'Résultats' })
    .getByRole('link', { name: /Thermomètre digital à embout flexible/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thermomètre digital à embout flexible' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('1 dans le panier')).toBeVisible();

  await page.goto('/patient/eshop?q=sro%20zinc');
  await page
    .getByRole('region', { name: 'Résultats' })
    .getByRole('link', { name: /SRO et zinc/ })
    .click();
  await page.getByRole('button', { name: 'Réserver en pharmacie' }).click();
  await page.getByRole('button', { name: 'Réserver en pharmacie' }).click();
  await page.getByRole('link', { name: 'Panier (3 articles)' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Ma commande' })).toBeVisible();
  const cart = page.getByRole('region', { name: 'Panier' });
  await expect(cart.getByText('Thermomètre digital à embout flexible')).toBeVisible();
  await expect(cart.getByText(/^SRO et zinc/)).toBeVisible();
  await page.getByRole('link', { name: 'Créer mon compte' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Inscription patient' })).toBeVisible();
  await page.getByLabel('Prénom').fill(patient.firstName);
  await page.getByLabel('Nom', { exact: true }).fill(patient.lastName);
  await page.getByLabel('Téléphone').fill(patient.phone);
  await page.getByLabel('Mot de passe', { exact: true }).fill(patient.password);
  await page.getByLabel('Confirmation du mot de passe').fill(patient.password);
  await page.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText(/Un code à 6 chiffres vient d’être envoyé/)).toBeVisible();
  await page.getByLabel('Code à 6 chiffres').fill(await readLatestCode(patient.phone));
  const verified = page.waitForResponse((response) => response.url().endsWith('/api/auth/verify'));
  await page.getByRole('button', { name: 'Activer mon compte' }).click();
  const answer = await verified;
  expect(answer.status()).toBe(200);
  createdUsers.push(((await answer.json()) as { user: { id: string } }).user.id);

  // Back at checkout, signed in, with the same cart.
  await expect(page.getByRole('heading', { level: 1, name: 'Ma commande' })).toBeVisible();
  await expect(cart.getByText('Thermomètre digital à embout flexible')).toBeVisible();
  await expect(cart.getByText(/^SRO et zinc/)).toBeVisible();
  await expect(page.getByLabel('Nom complet')).toHaveValue(`${patient.firstName} ${patient.lastName}`);
  await expect(page.getByText(/Votre panier contient un médicament/)).toBeVisible();
  await expect(page.getByRole('radio', { name: /Livraison à domicile/ })).toHaveCount(0);
  await page.getByRole('group', { name: 'Pharmacie de retrait' }).getByRole('radio').first().check();
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/shop/orders') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Valider et payer' }).click();
  const order = ((await (await created).json()) as { order: { number: string; totalXaf: number } }).order;
  expect(order.number).toMatch(/^CMD-\d{4}-\d{6}$/);

  await expect(page).toHaveURL(/\/patient\/eshop\/payment\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement de la commande' })).toBeVisible();
  await page.getByRole('button', { name: /^Payer / }).click();
  await page.getByRole('button', { name: 'Approuver' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Commande payée' })).toBeVisible();
  await expect(page.getByText(`Commande ${order.number}`)).toBeVisible();
  await expect(page.getByText('Code de retrait à présenter à la pharmacie')).toBeVisible();
  await page.getByRole('link', { name: 'Suivre mes commandes' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeVisible();
  const card = page.getByRole('article', { name: order.number });
  await expect(card.getByText('Payée')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Commander à nouveau' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
