import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';
import { bookWith, carerSignsIn, NURSE } from '../helpers/conversation-booking';

type Messages = { messages: { body: string | null; seq: number }[] };

const PHONE = { width: 360, height: 740 };

test('le patient écrit au soignant de son rendez-vous, le soignant le voit en direct, puis « Lu »', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 800 });
  const doctorId = await carerSignsIn(page);

  const patientContext = await browser.newContext({ viewport: PHONE });
  consoleGuard.watchContext(patientContext);
  const patient = await patientContext.newPage();
  await signInThroughApi(patient, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await bookWith(patient, origin, doctorId);

  // « Écrire » on the booking card opens the conversation with the carer.
  await patient.goto('/patient/consultations');
  await patient
    .getByRole('link', { name: `Écrire à ${NURSE.title} dans la messagerie` })
    .first()
    .click();
  const composer = patient.getByRole('textbox', { name: 'Votre message' });
  await expect(composer).toBeVisible();
  await expect(patient.getByText(/pas faite pour les urgences/)).toBeVisible();

  // The doctor opens the conversation first: the message will arrive live.
  const patientName = `${freshPatient.firstName} ${freshPatient.lastName}`;
  await page.goto('/dashboard-medecin/messagerie');
  await page.getByRole('button', { name: new RegExp(patientName) }).click();
  const doctorThread = page.getByRole('region', { name: patientName });
  await expect(doctorThread.getByText('Vous appelle demain matin ?')).toHaveCount(0);

  // A red flag shows the call buttons at once, before sending.
  await composer.fill('Ma fille a des convulsions');
  await expect(patient.getByRole('link', { name: /Appeler le 119/ })).toBeVisible();
  await composer.fill('Vous appelle demain matin ?');
  await expect(patient.getByRole('link', { name: /Appeler le 119/ })).toHaveCount(0);
  await patient.getByRole('button', { name: 'Envoyer' }).click();

  await expect(doctorThread.getByText('Vous appelle demain matin ?')).toBeVisible();
  const mine = patient.getByRole('listitem').filter({ hasText: 'Vous appelle demain matin ?' });
  await expect(mine.getByText('Lu', { exact: true })).toBeVisible({ timeout: 10_000 });

  // The doctor answers; it arrives on the patient's phone.
  await doctorThread.getByRole('textbox', { name: 'Votre message' }).fill('Oui, vers 9 h.');
  await doctorThread.getByRole('button', { name: 'Envoyer' }).click();
  await expect(patient.getByText('Oui, vers 9 h.')).toBeVisible();
  await patientContext.close();
});

test('hors ligne : deux messages écrits, page fermée, de retour en ligne : distribués une fois, dans l’ordre', async ({
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const context = await browser.newContext({ viewport: PHONE });
  consoleGuard.watchContext(context);
  consoleGuard.expectNetworkFailure(/\/api\//);
  const page = await context.newPage();
  await signInThroughApi(page, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/patient/messages');
  await page.getByRole('button', { name: 'Écrire à l’équipe soignante' }).click();
  const composer = page.getByRole('textbox', { name: 'Votre message' });
  await expect(composer).toBeVisible();
  const conversationId = new URL(page.url()).searchParams.get('conversation') ?? '';

  await context.setOffline(true);
  for (const text of ['Premier message hors ligne', 'Second message hors ligne']) {
    await composer.fill(text);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const bubble = page.getByRole('listitem').filter({ hasText: text });
    await expect(bubble.getByText('En attente d’envoi')).toBeVisible();
  }
  await page.close();

  await context.setOffline(false);
  const reopened = await context.newPage();
  await reopened.goto(`/patient/messages?conversation=${conversationId}`);
  for (const text of ['Premier message hors ligne', 'Second message hors ligne']) {
    const bubble = reopened.getByRole('listitem').filter({ hasText: text });
    await expect(bubble.getByText(/^(Envoyé|Distribué|Lu)$/)).toBeVisible({ timeout: 15_000 });
  }
  const stored = (await (
    await reopened.request.get(`/api/conversations/${conversationId}/messages`)
  ).json()) as Messages;
  expect(stored.messages.map((message) => message.body)).toEqual([
    'Premier message hors ligne',
    'Second message hors ligne',
  ]);
  await context.close();
});

test('le personnel s’attribue une conversation de l’équipe', async ({ page, baseURL, freshPatient }) => {
  const origin = baseURL ?? '';
  // The patient writes to the team (API, in the patient's own request context).
  const patientApi = page.context().request;
  await patientApi.post('/api/auth/token?grant_type=password', {
    headers: { origin },
    data: { phone: freshPatient.phone, password: freshPatient.password, portal: 'patient' },
  });
  const started = await patientApi.post('/api/conversations', { headers: { origin }, data: { with: 'team' } });
  const { conversationId } = (await started.json()) as { conversationId: string };
  const sent = await patientApi.post(`/api/conversations/${conversationId}/messages`, {
    headers: { origin },
    data: { clientId: crypto.randomUUID(), body: 'Bonjour, une question sur ma facture' },
  });
  expect(sent.status()).toBe(201);
  await page.context().clearCookies();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughApi(page, origin, { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
  // The dashboard's messaging card counts the unread messages (other journeys may add theirs).
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: /^Messagerie\s*\d+\s+\d+ messages? non lus?$/ })).toBeVisible();
  await page.goto('/admin/messagerie');
  const patientName = `${freshPatient.firstName} ${freshPatient.lastName}`;
  await page.getByRole('searchbox', { name: /Rechercher/ }).fill(freshPatient.lastName);
  await page.getByRole('button', { name: new RegExp(patientName) }).click();
  const thread = page.getByRole('region', { name: patientName });
  await expect(thread.getByText('Bonjour, une question sur ma facture')).toBeVisible();
  await thread.getByRole('button', { name: 'M’attribuer' }).click();
  await expect(thread.getByText(`Attribuée à ${DEMO.admin.fullName}`)).toBeVisible();
  await page.getByRole('button', { name: 'Les miennes' }).click();
  await expect(page.getByRole('button', { name: new RegExp(patientName) })).toBeVisible();
});
