import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInThroughApi } from '../helpers/auth';
import { bookWith, carerSignsIn } from '../helpers/conversation-booking';

const chromium = JSON.parse(readFileSync(new URL('../chromium.json', import.meta.url), 'utf8')) as {
  executablePath: string;
  args: string[];
};

// A fake microphone (a beep) that the page may use without asking: the voice note is really recorded.
test.use({
  launchOptions: {
    ...chromium,
    args: [...chromium.args, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

const PHONE = { width: 360, height: 740 };

/** A 2,400 × 1,800 photo (JPEG, quality 0.95: well over the 200 KB a resized one aims at), drawn in the page. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 2400, 1800);
    gradient.addColorStop(0, '#c2410c');
    gradient.addColorStop(1, '#fde68a');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2400, 1800);
    for (let index = 0; index < 4000; index += 1) {
      context.fillStyle = `hsl(${(index * 37) % 360} 70% 50% / 0.5)`;
      context.fillRect((index * 97) % 2400, (index * 53) % 1800, 12, 12);
    }
    return canvas.toDataURL('image/jpeg', 0.95);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

test('une photo et une note vocale envoyées par le patient, vues et écoutées par le soignant, la photo classée', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 800 });
  const doctorId = await carerSignsIn(page);

  const patientContext = await browser.newContext({ viewport: PHONE, permissions: ['microphone'] });
  consoleGuard.watchContext(patientContext);
  const patient = await patientContext.newPage();
  await signInThroughApi(patient, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await bookWith(patient, origin, doctorId, 11);
  await patient.goto(`/patient/messages?carer=${doctorId}`);
  const composer = patient.getByRole('textbox', { name: 'Votre message' });
  await expect(composer).toBeVisible();

  const patientName = `${freshPatient.firstName} ${freshPatient.lastName}`;
  await page.goto('/dashboard-medecin/messagerie');
  await page.getByRole('button', { name: new RegExp(patientName) }).click();
  const doctorThread = page.getByRole('region', { name: patientName });

  // A photo from the camera: resized in the browser, with « Envoyer l'original » offered.
  const photo = await cameraPhoto(patient);
  expect(photo.byteLength).toBeGreaterThan(400_000);
  await patient
    .locator('input[type="file"]')
    .setInputFiles({ name: 'plaie.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(patient.getByText(/Photo réduite à [\d,\s]+ko pour l’envoi/)).toBeVisible();
  await expect(patient.getByRole('checkbox', { name: /Envoyer l’original/ })).not.toBeChecked();
  await composer.fill('La plaie ce matin');
  await patient.getByRole('button', { name: 'Envoyer' }).click();

  const seenPhoto = doctorThread.getByRole('listitem').filter({ hasText: 'La plaie ce matin' });
  const image = seenPhoto.getByRole('img', { name: 'Photo' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1280);
  const stored = (await (await page.request.get('/api/conversations')).json()) as {
    conversations: { id: string; patient: { name: string } | null }[];
  };
  const conversationId = stored.conversations.find((c) => c.patient?.name === patientName)?.id ?? '';
  const page1 = (await (await page.request.get(`/api/conversations/${conversationId}/messages`)).json()) as {
    messages: { attachment: { kind: string; size: number; mimeType: string } | null }[];
  };
  const sentPhoto = page1.messages.find((message) => message.attachment?.kind === 'photo')?.attachment;
  expect(sentPhoto?.size).toBeLessThanOrEqual(220_000);
  expect(['image/webp', 'image/jpeg']).toContain(sentPhoto?.mimeType);

  // A voice note from the (fake) microphone, with its countdown.
  await patient.getByRole('button', { name: 'Enregistrer une note vocale' }).click();
  // The microphone opens first (its audio service may take seconds to start on a loaded machine).
  await expect(patient.getByText('Ouverture du micro…').or(patient.getByText('Enregistrement en cours'))).toBeVisible();
  await expect(patient.getByText('Enregistrement en cours')).toBeVisible({ timeout: 20_000 });
  await expect(patient.getByRole('timer')).toHaveText(/1:5\d restantes/);
  await patient.waitForTimeout(2_500);
  await patient.getByRole('button', { name: 'Terminer' }).click();
  // At least the 2.5 s waited; a loaded machine may take a few seconds more to press « Terminer ».
  const recorded = /Note vocale · 0:0[2-9]/;
  await expect(patient.getByText(recorded)).toBeVisible();
  await patient.getByRole('button', { name: 'Envoyer' }).click();

  const seenVoice = doctorThread.getByRole('listitem').filter({ hasText: recorded });
  const audio = seenVoice.locator('audio');
  await expect(audio).toHaveCount(1);
  // It plays (muted: no sound card), and its bytes decode to the seconds recorded.
  await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
  });
  const seconds = await audio.evaluate(async (element: HTMLAudioElement) => {
    const bytes = await (await fetch(element.currentSrc)).arrayBuffer();
    const decoded = await new OfflineAudioContext(1, 48_000, 48_000).decodeAudioData(bytes);
    return decoded.duration;
  });
  expect(seconds).toBeGreaterThan(1.5);
  await expect(seenVoice.getByRole('button', { name: 'Classer dans le dossier' })).toHaveCount(0);

  // The carer files the photo into the patient's record in one tap.
  await seenPhoto.getByRole('button', { name: 'Classer dans le dossier' }).click();
  await expect(seenPhoto.getByText('Classé dans le dossier')).toBeVisible();
  await expect(
    patient.getByRole('listitem').filter({ hasText: 'La plaie ce matin' }).getByText('Classé dans le dossier'),
  ).toBeVisible();
  const documents = (await (await patient.request.get('/api/records/documents')).json()) as {
    documents: { title: string; uploadedByRole: string }[];
  };
  expect(documents.documents).toEqual([
    expect.objectContaining({ title: expect.stringMatching(/^Photo du /), uploadedByRole: 'medecin' }),
  ]);
  await patientContext.close();
});

test('hors ligne : la photo attend dans la boîte d’envoi, page fermée, puis part une fois de retour en ligne', async ({
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: PHONE });
  consoleGuard.watchContext(context);
  consoleGuard.expectNetworkFailure(/\/api\//);
  const page = await context.newPage();
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/patient/messages');
  await page.getByRole('button', { name: 'Écrire à l’équipe soignante' }).click();
  const composer = page.getByRole('textbox', { name: 'Votre message' });
  // Starting to write fetches the resizer's code: it works once the network has gone.
  await composer.focus();
  await page.waitForLoadState('networkidle');
  const conversationId = new URL(page.url()).searchParams.get('conversation') ?? '';
  const photo = await cameraPhoto(page);

  await context.setOffline(true);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ordonnance.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(/Photo réduite à/)).toBeVisible();
  await composer.fill('Mon ordonnance');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  const bubble = page.getByRole('listitem').filter({ hasText: 'Mon ordonnance' });
  await expect(bubble.getByText('En attente d’envoi')).toBeVisible();
  await expect(bubble.getByRole('img', { name: 'Photo' })).toBeVisible();
  await page.close();

  await context.setOffline(false);
  const reopened = await context.newPage();
  await reopened.goto(`/patient/messages?conversation=${conversationId}`);
  const sent = reopened.getByRole('listitem').filter({ hasText: 'Mon ordonnance' });
  await expect(sent.getByText(/^(Envoyé|Distribué|Lu)$/)).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => sent.getByRole('img', { name: 'Photo' }).evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(1280);
  const stored = (await (await reopened.request.get(`/api/conversations/${conversationId}/messages`)).json()) as {
    messages: { body: string; attachment: { kind: string } | null }[];
  };
  expect(stored.messages.map((message) => [message.body, message.attachment?.kind])).toEqual([
    ['Mon ordonnance', 'photo'],
  ]);
  await context.close();
});
