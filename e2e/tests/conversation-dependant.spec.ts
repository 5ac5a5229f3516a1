import { expect, test } from '../fixtures';
import { signInThroughApi } from '../helpers/auth';
import { bookWith, carerSignsIn, NURSE } from '../helpers/conversation-booking';
import { doualaDayFromToday } from '../helpers/douala-day';

const PHONE = { width: 360, height: 740 };

test('le patient écrit à son soignant à propos de son enfant, le soignant répond, le patient lit la réponse', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 800 });
  const carerId = await carerSignsIn(page);

  const patientContext = await browser.newContext({ viewport: PHONE });
  consoleGuard.watchContext(patientContext);
  const patient = await patientContext.newPage();
  await signInThroughApi(patient, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await bookWith(patient, origin, carerId, 11);
  // A child of the vaccination card: 4 years and about a month old, whatever the day.
  const added = await patient.request.post('/api/vaccinations/dependents', {
    headers: { origin },
    data: { firstName: 'Léa', dateOfBirth: doualaDayFromToday(-(4 * 365 + 31)), sex: 'female' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { person } = (await added.json()) as { person: { dependentId: string } };

  // The thread about the child with the carer of the booking (ADR 048: `?carer=…&dependant=…`).
  await patient.goto(`/patient/messages?carer=${carerId}&dependant=${person.dependentId}`);
  const composer = patient.getByRole('textbox', { name: 'Votre message' });
  await expect(composer).toBeVisible();
  // On the phone the list is hidden behind the open thread: its header says it.
  await expect(patient.getByText('À propos de Léa, 4 ans').filter({ visible: true })).toBeVisible();
  await composer.fill('Léa tousse depuis deux jours, faut-il avancer la visite ?');
  await patient.getByRole('button', { name: 'Envoyer' }).click();
  await expect(
    patient
      .getByRole('listitem')
      .filter({ hasText: 'Léa tousse depuis deux jours' })
      .getByText(/^(Envoyé|Distribué|Lu)$/),
  ).toBeVisible();

  // The carer's list and header say whom the thread is about; they answer.
  const patientName = `${freshPatient.firstName} ${freshPatient.lastName}`;
  await page.goto('/dashboard-medecin/messagerie');
  const entry = page.getByRole('button', { name: new RegExp(patientName) });
  await expect(entry).toContainText('À propos de Léa, 4 ans');
  await entry.click();
  const thread = page.getByRole('region', { name: patientName });
  await expect(thread.getByText('À propos de Léa, 4 ans')).toBeVisible();
  await expect(thread.getByText('Léa tousse depuis deux jours, faut-il avancer la visite ?')).toBeVisible();
  await thread.getByRole('textbox', { name: 'Votre message' }).fill('Je passe demain à 9 h pour l’examiner.');
  await thread.getByRole('button', { name: 'Envoyer' }).click();

  // The answer arrives on the patient's phone, in the thread about the child.
  // (The list beside the thread previews it too.)
  await expect(
    patient.getByRole('region', { name: NURSE.title }).getByText('Je passe demain à 9 h pour l’examiner.'),
  ).toBeVisible();
  await expect(
    patient.getByRole('listitem').filter({ hasText: 'Léa tousse depuis deux jours' }).getByText('Lu', { exact: true }),
  ).toBeVisible({ timeout: 10_000 });
  await patientContext.close();
});
