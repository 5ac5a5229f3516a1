import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi, submitSignIn } from '../helpers/auth';
import { tooCloseToMidnight } from '../helpers/extra-hours';
import { bookHomeVisitNow, takeVisitStep } from '../helpers/visit-now';

const PHONE = { width: 360, height: 740 };
/** A demo doctor whose prescriptions no other journey writes. */
const DOCTOR = { email: 'dermatologue.yaounde@demo.cm', title: 'Dr Mireille Fouda' };
/** A real 1×1 PNG: the stamp printed on the PDF. */
const STAMP = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('le médecin rédige et signe l’ordonnance, « Ordonnance prête » ; le patient la télécharge sur son téléphone ; une pharmacie la vérifie sans compte', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  // Too close to midnight in Douala: the doctor's extra hours for the visit would run into the next day.
  test.skip(tooCloseToMidnight('home_visit'), 'too close to midnight');
  const origin = baseURL ?? '';
  const patientName = `${freshPatient.firstName} ${freshPatient.lastName}`;

  // The doctor, on a laptop, completes the professional details the July-2024 format requires.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(DEMO.medecin.signInPath);
  await submitSignIn(page, DOCTOR.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${DEMO.medecin.home}$`));
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

  // The patient books a home visit starting in two minutes (cash: confirmed at once): « en route » opens two hours
  // before a visit.
  const patientContext = await browser.newContext({ viewport: PHONE });
  consoleGuard.watchContext(patientContext);
  const patientPage = await patientContext.newPage();
  await signInThroughApi(patientPage, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  const { reference } = await bookHomeVisitNow(page, patientPage, origin, {
    address: { city: 'Yaoundé', neighbourhood: 'Bastos', details: 'Portail vert' },
    reason: 'Plaques qui démangent',
  });

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
  await takeVisitStep(page, card, 'Je suis en route');
  await takeVisitStep(page, card, 'Consultation commencée');
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
  await takeVisitStep(page, card, 'Ordonnance prête');
  await expect(card.getByText('Ordonnance prête')).toBeVisible();
  // For 30 seconds the doctor may take it back; the patient is told after that.
  await expect(card.getByRole('button', { name: 'Annuler l’étape' })).toBeVisible();

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
