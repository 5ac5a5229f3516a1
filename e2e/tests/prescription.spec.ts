import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi, submitSignIn } from '../helpers/auth';
import { doualaDayFromToday } from '../helpers/douala-day';

type Slot = { startsAt: string };
type SlotDays = { days: { morning: Slot[]; afternoon: Slot[]; evening: Slot[] }[] };

const PHONE = { width: 360, height: 740 };
/** A demo doctor whose prescriptions no other journey writes. */
const DOCTOR = { email: 'dermatologue.yaounde@demo.cm', title: 'Dr Mireille Fouda' };
/** A real 1×1 PNG: the stamp printed on the PDF. */
const STAMP = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A cash booking (confirmed at once) with the doctor, 2 to 23 hours from now: inside the care window. */
async function bookWithin24Hours(page: Page, origin: string, doctorId: string): Promise<string> {
  const services = (await (await page.request.get('/api/services')).json()) as {
    services: { id: string; kind: string }[];
  };
  for (const kind of ['cabinet', 'home_visit'] as const) {
    const answer = await page.request.get(
      `/api/doctors/${doctorId}/slots?from=${doualaDayFromToday(0)}&days=2&kind=${kind}`,
    );
    if (answer.status() !== 200) continue;
    const now = Date.now();
    const slots = ((await answer.json()) as SlotDays).days
      .flatMap((day) => [...day.morning, ...day.afternoon, ...day.evening])
      .filter((slot) => {
        const inHours = (Date.parse(slot.startsAt) - now) / 3_600_000;
        return inHours > 2 && inHours < 23;
      });
    for (const slot of slots.slice(0, 4)) {
      const created = await page.request.post('/api/bookings', {
        headers: { origin },
        data: {
          serviceId: services.services.find((service) => service.kind === kind)?.id,
          kind,
          doctorId,
          startsAt: slot.startsAt,
          address: kind === 'home_visit' ? { city: 'Yaoundé', neighbourhood: 'Bastos', details: 'Portail vert' } : null,
          paymentChoice: 'cash',
          reason: 'Plaques qui démangent',
          idempotencyKey: `e2e-rx-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        },
      });
      if (created.status() === 201)
        return ((await created.json()) as { booking: { reference: string } }).booking.reference;
    }
  }
  throw new Error(`no slot within 24 hours with ${DOCTOR.title}`);
}

test('le médecin rédige et signe l’ordonnance, « Ordonnance prête » ; le patient la télécharge sur son téléphone ; une pharmacie la vérifie sans compte', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const patientName = `${freshPatient.firstName} ${freshPatient.lastName}`;

  // The doctor, on a laptop, completes the professional details the July-2024 format requires.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(DEMO.medecin.signInPath);
  await submitSignIn(page, DOCTOR.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${DEMO.medecin.home}$`));
  const doctorId = ((await (await page.request.get('/api/auth/user')).json()) as { user: { id: string } }).user.id;
  await page.goto('/dashboard-medecin/parametres');
  const details = page.getByRole('region', { name: 'Informations professionnelles des ordonnances' });
  await expect(details.getByText('ONMC-DEMO-', { exact: false })).toBeVisible();
  await details.getByLabel('Établissement').fill('Clinique dermatologique de Bastos');
  await details.getByLabel('Adresse professionnelle').fill('Rue 1.750, Bastos, Yaoundé');
  await details.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Informations professionnelles enregistrées')).toBeVisible();
  await page.locator('#prescriber-stamp').setInputFiles({ name: 'cachet.png', mimeType: 'image/png', buffer: STAMP });
  await expect(details.getByRole('img', { name: 'Votre cachet et signature' })).toBeVisible();
  await expect(details.getByText('Vos ordonnances portent toutes les mentions obligatoires.')).toBeVisible();

  // The patient books a visit within 24 hours (cash: confirmed at once).
  const patientContext = await browser.newContext({ viewport: PHONE });
  consoleGuard.watchContext(patientContext);
  const patientPage = await patientContext.newPage();
  await signInThroughApi(patientPage, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  const reference = await bookWithin24Hours(patientPage, origin, doctorId);

  // The doctor starts the consultation from the planning, writes and signs the prescription, then « Ordonnance prête ».
  const bookingsAnswer = await page.request.get('/api/bookings');
  const booking = (
    (await bookingsAnswer.json()) as { bookings: { reference: string; startsAt: string; kind: string }[] }
  ).bookings.find((candidate) => candidate.reference === reference);
  expect(booking, 'the booking in the doctor’s list').toBeDefined();
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(
    new Date(booking?.startsAt ?? ''),
  );
  await page.goto(
    `${booking?.kind === 'cabinet' ? '/dashboard-medecin/rdv-cabinet' : '/dashboard-medecin/planning'}?vue=jour&date=${date}`,
  );
  const card = page.getByRole('article', { name: patientName });
  await expect(card).toContainText(reference);
  if (booking?.kind === 'home_visit') await card.getByRole('button', { name: 'Je suis en route' }).click();
  await card.getByRole('button', { name: 'Consultation commencée' }).click();
  await expect(card.getByRole('button', { name: 'Ordonnance prête' })).toBeDisabled();
  await expect(card.getByText('Signez d’abord l’ordonnance', { exact: false })).toBeVisible();

  await card.getByRole('button', { name: 'Ordonnance', exact: true }).click();
  await card.getByLabel('Nom du médicament').fill('Kétoconazole');
  await card.getByLabel('Forme').selectOption('creme');
  await card.getByLabel('Dosage (facultatif)').fill('2 %');
  await card.getByLabel('Dose par prise').fill('1 application');
  await card.getByLabel('Fréquence').fill('2 fois par jour');
  await card.getByLabel('Durée').fill('14 jours');
  await card.getByLabel('Quantité à délivrer').fill('1 tube');
  await card.getByRole('button', { name: 'Ajouter un examen' }).click();
  await card.getByLabel('Examen', { exact: true }).fill('Prélèvement mycologique');
  await card.getByRole('button', { name: 'Signer l’ordonnance' }).click();
  await expect(card.getByText('Signée le', { exact: false })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Télécharger le PDF' })).toBeVisible();
  await card.getByRole('button', { name: 'Ordonnance prête' }).click();
  await expect(card.getByText('Ordonnance prête')).toBeVisible();

  // The patient, on a 360 px phone: the consultation card opens the prescription and downloads the PDF.
  await patientPage.goto('/patient/consultations');
  const patientCard = patientPage.getByRole('article').filter({ hasText: reference });
  const prescription = patientCard.getByRole('region', { name: 'Ordonnance' });
  await expect(prescription).toContainText('Kétoconazole 2 %');
  await expect(prescription).toContainText(DOCTOR.title);
  const [download] = await Promise.all([
    patientPage.waitForEvent('download'),
    prescription.getByRole('link', { name: 'Télécharger l’ordonnance (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ordonnance.pdf');
  const share = prescription.getByRole('link', { name: 'Envoyer à ma pharmacie' });
  const shareHref = (await share.getAttribute('href')) ?? '';
  expect(shareHref).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const verificationUrl = /(https?:\/\/\S+\/verification\/ordonnance\/[A-Za-z0-9_-]{38})/.exec(
    decodeURIComponent(shareHref),
  )?.[1];
  expect(verificationUrl, 'the verification URL in the WhatsApp text').toBeDefined();
  const pageWidth = await patientPage.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(PHONE.width);

  // Anyone, without an account, on a phone: the QR code's page says it is genuine; an altered code is not.
  const anonymousContext = await browser.newContext({ viewport: PHONE });
  consoleGuard.watchContext(anonymousContext);
  const anonymous = await anonymousContext.newPage();
  const path = new URL(verificationUrl ?? '').pathname;
  await anonymous.goto(path);
  await expect(anonymous.getByText('Ordonnance authentique')).toBeVisible();
  await expect(anonymous.getByText('Kétoconazole 2 %', { exact: false })).toBeVisible();
  await expect(anonymous.getByText('Pas encore délivrée.')).toBeVisible();
  const code = path.split('/').at(-1) ?? '';
  const altered = `${code.slice(0, 12)}${code[12] === 'Q' ? 'R' : 'Q'}${code.slice(13)}`;
  await anonymous.goto(`/verification/ordonnance/${altered}`);
  await expect(anonymous.getByText('Ordonnance non authentique')).toBeVisible();

  await anonymousContext.close();
  await patientContext.close();
});
