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
  await expect(patient.getByText('Enregistrement en cours')).toBeVisible();
  await expect(patient.getByRole('timer')).toHaveText(/1:5\d restantes/);
  await patient.waitForTimeout(2_500);
  await patient.getByRole('button', { name: 'Terminer' }).click();
  await expect(patient.getByText(/Note vocale · 0:0[2-4]/)).toBeVisible();
  await patient.getByRole('button', { name: 'Envoyer' }).click();

  const seenVoice = doctorThread.getByRole('listitem').filter({ hasText: /Note vocale · 0:0[2-4]/ });
  const audio = seenVoice.locator('audio');
  await expect(audio).toHaveCount(1);
  await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0.2);
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
