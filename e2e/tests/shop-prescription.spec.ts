import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';

const PHONE = { width: 360, height: 740 };
/** The first bytes of a JPEG: what the server's type check looks for (a phone's photo in real life). */
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 2048 }, (_, index) => (index * 31) % 251)]);

/**
 * Issue #14 §2, ADR 042, on 360 px phones: a patient reserves Coartem (an antimalarial on prescription) at a partner
 * pharmacy and joins the photo of her paper prescription; the demo pharmacist (operations staff registered with
 * the Ordre) substitutes the generic of the same DCI; the patient sees what changed, accepts the lower total and
 * pays with the sandbox; the pharmacy hands it over with her pick-up code.
 */
test('une patiente joint la photo de son ordonnance, le pharmacien substitue un générique, elle accepte, paie et retire', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  const origin = baseURL ?? '';
  await page.setViewportSize(PHONE);
  await signInThroughApi(page, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/patient/eshop?q=coartem');
  await page
    .getByRole('region', { name: 'Résultats' })
    .getByRole('link', { name: /Coartem 20\/120 mg/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coartem 20/120 mg' })).toBeVisible();
  await expect(page.getByText(/Sur ordonnance : après la commande, vous joindrez l’ordonnance/)).toBeVisible();
  await page.getByRole('button', { name: 'Réserver en pharmacie' }).click();
  await page.getByRole('link', { name: /^Panier/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Ma commande' })).toBeVisible();
  await expect(page.getByText(/vous joindrez l’ordonnance à l’étape suivante/)).toBeVisible();
  await page.getByRole('group', { name: 'Pharmacie de retrait' }).getByRole('radio').first().check();
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/shop/orders') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Valider et payer' }).click();
  const order = ((await (await created).json()) as { order: { id: string; number: string; totalXaf: number } }).order;

  await expect(page.getByRole('heading', { level: 2, name: 'Votre ordonnance' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Payer / })).toHaveCount(0);
  await page.getByLabel('Photographier ou choisir l’ordonnance').setInputFiles({
    name: 'ordonnance.jpg',
    mimeType: 'image/jpeg',
    buffer: PHOTO,
  });
  await expect(page.getByText('Votre ordonnance est en cours de vérification par le pharmacien.')).toBeVisible();

  // The pharmacist, on the staff queue, sees the photo beside the line and substitutes the generic.
  const staffContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  consoleGuard.watchContext(staffContext);
  const staff = await staffContext.newPage();
  await signInThroughApi(staff, origin, { email: DEMO.personnel_operationnel.email }, DEMO_PASSWORD, 'personnel');
  await staff.goto('/admin/eshop/commandes');
  const card = staff.getByRole('article', { name: order.number });
  await expect(card.getByRole('img', { name: 'Ordonnance jointe par le patient' })).toBeVisible();
  await card.getByLabel('Décision', { exact: true }).selectOption('substitute');
  await card.getByLabel('Générique (même DCI, en stock)').selectOption({ index: 1 });
  await card.getByRole('button', { name: 'Valider la vérification' }).click();
  await expect(card.getByText('En attente de paiement')).toBeVisible();
  await expect(card.getByText(/Ordonnance vérifiée par le pharmacien \(Ordre n° ONPC-DEMO-0427\)/)).toBeVisible();

  // The patient sees what changed and accepts the new total before paying it.
  const changes = page.getByRole('region', { name: 'Le pharmacien a modifié votre commande' });
  await expect(changes.getByText('Générique à la place de Coartem 20/120 mg', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Accepter le nouveau total' }).click();
  await page.getByRole('button', { name: /^Payer / }).click();
  await page.getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commande payée' })).toBeVisible();
  const code = (await page.getByText(/^\d{6}$/).textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The pharmacy prepares it and hands it over with the code the patient shows.
  await staff.reload();
  await card.getByRole('button', { name: 'Commencer la préparation' }).click();
  await card.getByRole('button', { name: 'Prête à retirer' }).click();
  await card.getByLabel('Code donné par le patient').fill(code);
  await card.getByRole('button', { name: 'Remise au patient' }).click();
  await expect(card).toHaveCount(0);
  await page.goto('/patient/commandes');
  await expect(page.getByRole('article', { name: order.number }).getByText('Retirée')).toBeVisible();
  await staffContext.close();
});
