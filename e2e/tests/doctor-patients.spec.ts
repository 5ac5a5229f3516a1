import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi, submitSignIn } from '../helpers/auth';
import { bookWithin24Hours } from '../helpers/book-within-24-hours';

const PHONE = { width: 360, height: 740 };
/** A real 1×1 PNG: the stamp printed on the PDF. */
const STAMP = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Two demo carers no other journey uses: the one of the booking, and one without a care relationship. */
const CARER = { email: 'gynecologue.yaounde@demo.cm', title: 'Dr Hamadou Bello' };
const OUTSIDER = { email: 'dermatologue.yaounde@demo.cm', title: 'Dr Mireille Fouda' };

/** The carer signs a prescription for the booking through the API (the planning's form has its own journey). */
async function signPrescription(page: Page, origin: string, reference: string) {
  const headers = { origin };
  const details = await page.request.put('/api/doctor/prescriber-details', {
    headers,
    data: { facility: 'Clinique de Bastos', professionalAddress: 'Rue 1.750, Bastos, Yaoundé' },
  });
  expect(details.status(), await details.text()).toBe(200);
  const stamp = await page.request.post('/api/doctor/prescriber-details/stamp', {
    headers,
    multipart: { file: { name: 'cachet.png', mimeType: 'image/png', buffer: STAMP } },
  });
  expect(stamp.status(), await stamp.text()).toBe(200);
  const listed = (await (await page.request.get('/api/bookings')).json()) as {
    bookings: { id: string; reference: string }[];
  };
  const bookingId = listed.bookings.find((booking) => booking.reference === reference)?.id ?? '';
  const draft = await page.request.put(`/api/prescriptions/booking/${bookingId}`, {
    headers,
    data: {
      medicines: [
        {
          name: 'Phloroglucinol',
          form: 'comprime',
          strength: '80 mg',
          dose: '2 comprimés',
          frequency: '3 fois par jour',
          duration: '3 jours',
          quantity: '18 comprimés',
          instructions: '',
        },
      ],
      exams: [{ kind: 'imaging', label: 'Échographie abdominale', instructions: '' }],
    },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const signed = await page.request.post(`/api/prescriptions/booking/${bookingId}/sign`, { headers });
  expect(signed.status(), await signed.text()).toBe(200);
}

async function carerSignsIn(page: Page, email: string): Promise<string> {
  await page.goto(DEMO.medecin.signInPath);
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${DEMO.medecin.home}$`));
  const me = (await (await page.request.get('/api/auth/user')).json()) as { user: { id: string } };
  return me.user.id;
}

test('le soignant ouvre « Mes patients » et le dossier ; un autre est refusé puis ouvre un accès d’urgence motivé, que le patient voit', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const patientName = `${freshPatient.firstName} ${freshPatient.lastName}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  const carerId = await carerSignsIn(page, CARER.email);

  // The patient records an allergy and books the carer for the coming hours.
  const patientContext = await browser.newContext({ viewport: PHONE });
  consoleGuard.watchContext(patientContext);
  const patient = await patientContext.newPage();
  await signInThroughApi(patient, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  const allergy = await patient.request.post('/api/records/entries', {
    headers: { origin },
    data: { kind: 'allergy', label: 'Pénicilline', note: 'Urticaire' },
  });
  expect(allergy.status(), await allergy.text()).toBe(201);
  const { reference, startsAt } = await bookWithin24Hours(patient, origin, carerId, {
    address: { city: 'Yaoundé', neighbourhood: 'Bastos', details: 'Portail vert' },
    reason: 'Douleurs abdominales depuis hier',
    paymentChoice: 'mtn_momo',
  });
  await signPrescription(page, origin, reference);

  // « Mes patients »: in the menu without « bientôt », searchable by the booking reference.
  await page.goto(DEMO.medecin.home);
  const menuLink = page.getByRole('navigation').getByRole('link', { name: 'Mes patients' }).first();
  await expect(menuLink).not.toContainText('bientôt');
  await menuLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes patients' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(reference);
  const row = page.getByRole('listitem').filter({ hasText: patientName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Allergies')).toBeVisible();
  await expect(row.getByRole('link', { name: `Appeler ${patientName}` })).toHaveAttribute('href', /^tel:\+237/);
  await row.getByRole('link', { name: `Ouvrir le dossier de ${patientName}` }).click();

  // The summary, in one request.
  await expect(page.getByRole('heading', { level: 1, name: patientName })).toBeVisible();
  const allergies = page.getByRole('region', { name: 'Allergies' });
  await expect(allergies.getByText('Pénicilline')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Documents' }).getByText('Aucun document dans le dossier.'),
  ).toBeVisible();
  const patientId = new URL(page.url()).pathname.split('/')[3] ?? '';

  // « Ordonnances », loaded after the summary: the signed prescription, its lines, and its PDF.
  const prescriptions = page.getByRole('region', { name: 'Ordonnances' });
  const signedLine = prescriptions.getByText(new RegExp(`^Signée le .+ par ${CARER.title}$`));
  await expect(signedLine).toBeVisible();
  await expect(prescriptions.getByText('Pas encore délivrée')).toBeVisible();
  await expect(prescriptions.getByText('Phloroglucinol 80 mg · 1 examen demandé')).toBeVisible();
  await signedLine.click();
  await expect(prescriptions.getByText('Imagerie : Échographie abdominale')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    prescriptions.getByRole('link', { name: /^Télécharger l’ordonnance du .+ \(PDF\)$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ordonnance.pdf');

  // Another carer, with no care relationship, is refused; « Accès d'urgence » asks a reason, then opens the record.
  const outsiderContext = await browser.newContext({ viewport: PHONE });
  consoleGuard.watchContext(outsiderContext);
  consoleGuard.expectResourceError(404, /\/api\/doctor\/patients\/[^/]+\/summary$/);
  const outsider = await outsiderContext.newPage();
  await carerSignsIn(outsider, OUTSIDER.email);
  await outsider.goto(`/dashboard-medecin/patients/${patientId}/dossier`);
  await expect(outsider.getByRole('heading', { level: 1, name: 'Dossier inaccessible' })).toBeVisible();
  await expect(outsider.getByText('Pénicilline')).toHaveCount(0);
  const reason = outsider.getByRole('textbox', { name: "Raison de l'accès d'urgence" });
  await reason.fill('Urgent');
  await outsider.getByRole('button', { name: 'Ouvrir le dossier en urgence' }).click();
  await expect(outsider.getByText(/au moins 15 caractères/)).toBeVisible();
  await reason.fill('Patiente amenée inconsciente par sa famille');
  await outsider.getByRole('button', { name: 'Ouvrir le dossier en urgence' }).click();
  await expect(outsider.getByRole('heading', { level: 1, name: patientName })).toBeVisible();
  await expect(outsider.getByText(/Accès d'urgence ouvert jusqu'à/)).toBeVisible();
  await expect(outsider.getByRole('region', { name: 'Allergies' }).getByText('Pénicilline')).toBeVisible();
  await expect(
    outsider.getByRole('region', { name: 'Ordonnances' }).getByText(new RegExp(`par ${CARER.title}$`)),
  ).toBeVisible();
  expect(await outsider.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await outsiderContext.close();

  // The carer writes the consultation note from the planning card (the motif typed at booking is offered), signs
  // it and shares the summary with the patient.
  const visitDay = new Date(Date.parse(startsAt) + 3_600_000).toISOString().slice(0, 10);
  await page.goto(`/dashboard-medecin/planning?vue=jour&date=${visitDay}`);
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card.getByText('Douleurs abdominales depuis hier')).toBeVisible();
  await expect(card.getByRole('link', { name: `Allergies connues : voir le dossier de ${patientName}` })).toBeVisible();
  await card.getByRole('button', { name: 'Note de consultation' }).click();
  await expect(card.getByRole('textbox', { name: 'Motif' })).toHaveValue('Douleurs abdominales depuis hier');
  await card.getByRole('textbox', { name: 'Diagnostic' }).fill('Gastro-entérite probable');
  await card
    .getByRole('textbox', { name: 'Résumé pour le patient' })
    .fill('Buvez souvent de petites quantités de SRO.');
  await expect(card.getByRole('checkbox', { name: 'Partager le résumé avec le patient' })).toBeChecked();
  await card.getByRole('button', { name: 'Signer la note' }).click();
  await expect(page.getByText('Note signée, résumé partagé avec le patient.')).toBeVisible();
  await patient.goto('/patient/consultations');
  await expect(patient.getByText('Buvez souvent de petites quantités de SRO.')).toBeVisible();

  // The patient sees, in the settings, who opened the record and why.
  await patient.goto('/patient/parametres');
  const section = patient.getByRole('region', { name: 'Accès à mon dossier' });
  await expect(section.getByText(new RegExp(`${OUTSIDER.title}, le `))).toBeVisible();
  await expect(section.getByText('Raison donnée : Patiente amenée inconsciente par sa famille')).toBeVisible();
  await expect(section.getByText(new RegExp(`${CARER.title} — `)).first()).toBeVisible();
  await patientContext.close();

  // An admin reviews the emergency access in /admin/consultations.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  consoleGuard.watchContext(staffContext);
  const staff = await staffContext.newPage();
  await signInThroughApi(staff, origin, { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
  await staff.goto('/admin/consultations');
  const review = staff.getByRole('region', { name: "Accès d'urgence à revoir" });
  const entry = review.getByRole('listitem').filter({ hasText: 'Patiente amenée inconsciente par sa famille' });
  await expect(entry.getByText(`${OUTSIDER.title} a ouvert le dossier de ${patientName}`)).toBeVisible();
  await entry.getByRole('button', { name: 'Marquer comme revu' }).click();
  await expect(entry).toHaveCount(0);
  await staffContext.close();
});
