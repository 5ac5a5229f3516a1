import { expect, test } from '../fixtures';
import { signInThroughApi, submitSignIn } from '../helpers/auth';
import { DEMO } from '../helpers/accounts';
import { doualaDayFromToday } from '../helpers/douala-day';
import { newVerifiedCarer } from '../helpers/new-carer';

/** The smallest PNG there is (1x1): what a phone's camera would send, in miniature. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Issue #13 §1 (ADR 058): on a 360 px phone a mother books a home injection for her daughter of the vaccination
 * calendar and joins the photo of the paper prescription; the nurse (this test's own) sees for whom the visit is,
 * her age, and opens the photo.
 */
test('une mère réserve une injection pour sa fille avec la photo de l’ordonnance ; l’infirmier voit pour qui et ouvre la photo', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  staffApi,
  playwright,
  clientIp,
  createdUsers,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const nurse = await newVerifiedCarer(staffApi, playwright, {
    origin,
    clientIp,
    createdUsers,
    firstName: 'Hervé',
    profession: 'infirmier',
    city: 'Douala',
  });

  // Listed in the directory: a fee and a position (Makepe, Douala), as the nurse completes them on their profile.
  const own = (await (await nurse.api.get('/api/doctors/me/profile')).json()) as { profile: Record<string, unknown> };
  const completed = await nurse.api.put('/api/doctors/me/profile', {
    data: {
      ...own.profile,
      bio: 'Infirmier à Makepe.',
      consultationFeeXaf: 6000,
      latitude: 4.0803,
      longitude: 9.7596,
    },
  });
  expect(completed.status(), await completed.text()).toBe(200);

  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughApi(page, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  // A daughter of 4 years and about a month, whatever the day.
  const added = await page.request.post('/api/vaccinations/dependents', {
    headers: { origin },
    data: { firstName: 'Léa', dateOfBirth: doualaDayFromToday(-(4 * 365 + 31)), sex: 'female' },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/patient/booking?kind=home_visit');
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez le soin' })).toBeVisible();
  await page.getByRole('button', { name: /Injection à domicile/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez le soignant' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(nurse.lastName) }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez la date et l’heure' })).toBeVisible();
  await page.getByRole('group', { name: 'Jours' }).getByRole('button').nth(1).click();
  await page.getByRole('region', { name: 'Matin' }).getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Où devons-nous venir ?' })).toBeVisible();
  await page.getByLabel('Quartier').fill('Makepe');
  await page.getByLabel('Adresse précise ou point de repère').fill('Derrière la boulangerie, portail rouge');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif' })).toBeVisible();
  const forWhom = page.getByRole('group', { name: 'Pour qui ?' });
  await expect(forWhom.getByLabel('Pour moi')).toBeChecked();
  await forWhom.getByLabel('Pour un proche : Léa').check();
  await page.getByLabel('Motif de la consultation (facultatif)').fill('Injection prescrite par le pédiatre');
  await page.getByLabel("Photo d'une ordonnance existante (facultatif)").setInputFiles({
    name: 'ordonnance.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('button', { name: /^Confirmer · / }).click();
  await expect(page).toHaveURL(/\/patient\/payment\?booking=/);
  const bookingId = new URL(page.url()).searchParams.get('booking') ?? '';
  await page.getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();

  // The nurse, on a laptop, sees the visit: for Léa, 4 years old, the reason, and the photo.
  const nurseContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  consoleGuard.watchContext(nurseContext);
  const carer = await nurseContext.newPage();
  await carer.goto(DEMO.medecin.signInPath);
  await submitSignIn(carer, nurse.email, nurse.password);
  await expect(carer).toHaveURL(new RegExp(`${DEMO.medecin.home}$`));
  const details = await carer.request.get(`/api/bookings/${bookingId}`);
  expect(details.status(), await details.text()).toBe(200);
  await carer.goto(`/dashboard-medecin/planning?vue=jour&date=${doualaDayFromToday(1)}`);
  const card = carer.getByRole('article').filter({ hasText: 'Injection prescrite par le pédiatre' });
  await expect(card.getByText('Léa, 4 ans')).toBeVisible();
  const popup = nurseContext.waitForEvent('page');
  await card.getByRole('button', { name: "Voir la photo de l'ordonnance" }).click();
  const photo = await popup;
  await photo.waitForLoadState();
  expect(photo.url()).not.toBe('about:blank');
  await nurseContext.close();
});
