import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi, submitSignIn } from '../helpers/auth';
import { bookWithin24Hours } from '../helpers/book-within-24-hours';

const PHONE = { width: 360, height: 740 };
const CARER = { email: 'cardiologue.douala@demo.cm' };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function carerSignsIn(page: Page): Promise<string> {
  await page.goto(DEMO.medecin.signInPath);
  await submitSignIn(page, CARER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${DEMO.medecin.home}$`));
  const me = (await (await page.request.get('/api/auth/user')).json()) as { user: { id: string } };
  return me.user.id;
}

test('le personnel enregistre un résultat, le médecin le transmet depuis sa tâche, la patiente le voit ; le médecin signe sa note puis l’amende', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const patientName = `${freshPatient.firstName} ${freshPatient.lastName}`;
  await page.setViewportSize(PHONE);
  const carerId = await carerSignsIn(page);

  const patientContext = await browser.newContext({ viewport: PHONE });
  consoleGuard.watchContext(patientContext);
  const patient = await patientContext.newPage();
  await signInThroughApi(patient, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  const { reference, startsAt } = await bookWithin24Hours(patient, origin, carerId, {
    address: { city: 'Douala', neighbourhood: 'Akwa', details: 'Portail bleu' },
    reason: 'Fatigue et essoufflement',
    paymentChoice: 'mtn_momo',
  });

  // Staff record the result on a phone: values with their reference range, and the PDF.
  const staffContext = await browser.newContext({ viewport: PHONE });
  consoleGuard.watchContext(staffContext);
  const staff = await staffContext.newPage();
  await signInThroughApi(staff, origin, { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
  await staff.goto('/admin/resultats');
  await expect(staff.getByRole('heading', { level: 1, name: "Résultats d'analyses" })).toBeVisible();
  const form = staff.getByRole('form', { name: 'Nouveau résultat' });
  await form.getByLabel('Téléphone du patient').fill(freshPatient.phone);
  await form.getByLabel('Référence de la consultation (facultatif)').fill(reference);
  await form.getByLabel('Examen').fill('Numération formule sanguine');
  await form.getByLabel('Laboratoire').fill('Laboratoire Akwa');
  await form.getByLabel('Analyse').fill('Hémoglobine');
  await form.getByLabel('Résultat', { exact: true }).fill('9,1');
  await form.getByLabel('Unité').fill('g/dL');
  await form.getByLabel('Norme basse').fill('12');
  await form.getByLabel('Norme haute').fill('16');
  await form.getByLabel('Document (PDF ou photo, facultatif)').setInputFiles({
    name: 'nfs.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await form.getByRole('button', { name: 'Enregistrer le résultat' }).click();
  await expect(staff.getByText('Résultat enregistré : le médecin a reçu une tâche.')).toBeVisible();
  const uploaded = staff.getByRole('article').filter({ hasText: patientName });
  await expect(uploaded.getByText('1 valeur hors des normes')).toBeVisible();
  // Staff open the file they attached: a signed link (audited), opened in a new tab.
  const signed = staff.waitForResponse(/\/api\/admin\/results\/[^/]+\/file$/);
  const opened = staff.waitForEvent('popup');
  await uploaded.getByRole('button', { name: 'Voir le document' }).click();
  expect((await signed).status()).toBe(200);
  await (await opened).close();
  await staffContext.close();

  // Not released yet: the patient does not see it.
  await patient.goto('/patient/dossier?section=results');
  await expect(patient.getByText("Aucun résultat d'analyse")).toBeVisible();

  // The doctor's dashboard counts it among the results to review; the task opens the record, where they release it.
  await page.goto(DEMO.medecin.home);
  const toReview = page.getByRole('link', { name: /^Résultats à revoir/ });
  await expect(toReview).toBeVisible();
  expect(Number(await toReview.locator('span').nth(1).textContent())).toBeGreaterThanOrEqual(1);
  await page.goto('/dashboard-medecin/taches');
  const task = page.getByRole('listitem').filter({ hasText: 'Résultat à revoir : Numération formule sanguine' });
  await expect(task.getByText('Urgente')).toBeVisible();
  await task.getByRole('link', { name: `Ouvrir le dossier de ${patientName}` }).click();
  const results = page.getByRole('region', { name: "Résultats d'analyses" });
  await expect(results.getByRole('cell', { name: '9,1 g/dL (bas)' })).toBeVisible();
  await results.getByRole('button', { name: 'Transmettre au patient' }).click();
  await expect(page.getByText('Résultat transmis au patient.')).toBeVisible();
  await expect(results.getByText(/Transmis au patient le/)).toBeVisible();
  await page.goto('/dashboard-medecin/taches');
  await expect(page.getByText('Résultat à revoir : Numération formule sanguine')).toHaveCount(0);
  await page.getByRole('button', { name: 'Terminées' }).click();
  await expect(page.getByText('Résultat à revoir : Numération formule sanguine')).toBeVisible();

  await patient.reload();
  const mine = patient.getByRole('article').filter({ hasText: 'Numération formule sanguine' });
  await expect(mine.getByRole('cell', { name: '9,1 g/dL (bas)' })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Voir le document' })).toBeVisible();

  // The doctor writes the note, signs it, and amends it: the signed text stays, the amendment is added.
  const visitDay = new Date(Date.parse(startsAt) + 3_600_000).toISOString().slice(0, 10);
  await page.goto(`/dashboard-medecin/planning?vue=jour&date=${visitDay}`);
  const card = page.getByRole('article').filter({ hasText: reference });
  await card.getByRole('button', { name: 'Note de consultation' }).click();
  await expect(card.getByRole('textbox', { name: 'Motif' })).toHaveValue('Fatigue et essoufflement');
  await card.getByRole('textbox', { name: 'Température (°C)' }).fill('37,2');
  await card.getByRole('textbox', { name: 'Diagnostic' }).fill('Anémie modérée');
  await card.getByRole('textbox', { name: 'Code CIM-10 (facultatif)' }).fill('d64.9');
  await card
    .getByRole('textbox', { name: 'Résumé pour le patient' })
    .fill('Votre taux de fer est bas : prenez le traitement un mois.');
  await card.getByRole('button', { name: 'Signer la note' }).click();
  await expect(page.getByText('Note signée, résumé partagé avec le patient.')).toBeVisible();
  await expect(card.getByText(/Signée le/)).toBeVisible();
  await expect(card.getByText('Anémie modérée (CIM-10 D64.9)')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Signer la note' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Ajouter un avenant' }).click();
  await card.getByRole('textbox', { name: "Raison de l'avenant" }).fill('Ferritine reçue après la visite');
  await card
    .getByRole('textbox', { name: 'Ajout ou correction' })
    .fill('Ferritine 8 µg/L : carence martiale confirmée.');
  await card.getByRole('button', { name: "Enregistrer l'avenant" }).click();
  await expect(page.getByText('Avenant ajouté à la note.')).toBeVisible();
  await expect(card.getByText('Raison : Ferritine reçue après la visite')).toBeVisible();
  await expect(card.getByText('Anémie modérée (CIM-10 D64.9)')).toBeVisible();

  await patient.goto('/patient/consultations');
  await expect(patient.getByText('Votre taux de fer est bas : prenez le traitement un mois.')).toBeVisible();
  await patientContext.close();
});
