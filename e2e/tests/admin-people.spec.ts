import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD, randomCameroonPhone } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';
import { readLatestLink } from '../helpers/demo-outbox';

/** Akwa, Douala: where « Utiliser ma position » puts the nurse (the browser's position, faked). */
test.use({ geolocation: { latitude: 4.0511, longitude: 9.7043 }, permissions: ['geolocation'] });

type Search = { doctors: { id: string }[] };

/** Screenshots of the changed screens (ADR 051) at phone and desktop sizes, light and dark, when asked. */
async function shoot(page: Page, name: string) {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  test.setTimeout(240_000);
  const size = page.viewportSize();
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${folder}/${name}-${width}-${scheme}.png`, fullPage: false });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (size) await page.setViewportSize(size);
}

/**
 * Issue #15, section 1 (ADR 032): operations staff create a nurse, who receives her invitation and opens her hours;
 * she is not offered to patients until staff verify her; verified, she is bookable in the directory; suspended, she
 * disappears from it.
 */
test('le personnel crée une infirmière, la vérifie : elle devient réservable ; suspendue, elle disparaît', async ({
  page,
  baseURL,
  playwright,
  clientIp,
  createdUsers,
}) => {
  // Some forty steps across three sessions (a 5 MB photo among them): 62 s on the 2026-11-28 machine.
  test.slow();
  const origin = baseURL ?? '';
  const suffix = Date.now()
    .toString(36)
    .slice(-4)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');
  const lastName = `Tchoumi ${suffix}`;
  const email = `clarisse.${suffix}.${Math.floor(Math.random() * 1e6)}@test.cm`;
  await signInThroughApi(page, origin, { email: DEMO.personnel_operationnel.email }, DEMO_PASSWORD, 'personnel');

  await page.goto('/admin/medecins');
  await expect(page.getByRole('heading', { level: 1, name: 'Médecins et infirmiers' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Ajouter un soignant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un soignant' })).toBeVisible();
  await page.getByRole('button', { name: 'Créer et envoyer l’invitation' }).click();
  await expect(page.getByLabel('Prénom')).toHaveAccessibleDescription(/Champ obligatoire/);

  await page.getByLabel('Prénom').fill('Clarisse');
  await page.getByLabel('Nom', { exact: true }).fill(lastName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Téléphone').fill(randomCameroonPhone());
  await page.getByLabel('Sexe').selectOption('female');
  await page.getByLabel('Profession').selectOption('infirmier');
  await page.getByLabel('Spécialité').selectOption('soins_infirmiers');
  await page.getByLabel("Numéro d'inscription à l'Ordre").fill(`ONIC-${suffix}`);
  await page.getByLabel('Établissement (facultatif)').fill('Hôpital Laquintinie');
  await page.getByLabel("Ville d'exercice").selectOption('Douala');
  await page.getByLabel('Quartiers desservis (facultatif)').fill('Akwa, Bonapriso');
  await page.getByLabel("Années d'expérience").fill('6');
  await page.getByLabel('Tarif de la consultation (FCFA)').fill('8000');
  await page.getByLabel('Rayon des visites à domicile (km)').fill('8');
  await page.getByRole('button', { name: 'Utiliser ma position' }).click();
  await expect(page.getByText('Position : 4.0511, 9.7043')).toBeVisible();
  await page.getByRole('button', { name: 'Créer et envoyer l’invitation' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Clarisse ${lastName}` })).toBeVisible();
  const carerId = /\/admin\/medecins\/edit\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  expect(carerId).not.toBe('');
  createdUsers.push(carerId);
  const status = page.getByRole('region', { name: 'Statut' });
  await expect(status.getByText('À vérifier')).toBeVisible();
  // Her diploma, checked on the original, is kept with her file (private storage, audited links).
  const documents = page.getByRole('region', { name: 'Photo et documents' });
  await documents.getByLabel('Déposer Diplôme').setInputFiles({
    name: 'diplome.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await expect(documents.getByRole('listitem').filter({ hasText: 'Diplôme' })).toContainText('Déposé le');
  await expect(documents.getByRole('link', { name: /Ouvrir Diplôme/ })).toBeVisible();
  // Her portrait, a phone photo over the 5 MB limit, is resized in the browser before it is sent (patients see it
  // small, often on 3G).
  const portrait = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1400;
    canvas.height = 1400;
    const context = canvas.getContext('2d');
    const pixels = context?.createImageData(1400, 1400);
    if (!context || !pixels) return '';
    // Noise does not compress: a PNG over 5 MB.
    for (let i = 0; i < pixels.data.length; i += 1)
      pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    context.putImageData(pixels, 0, 0);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  const photo = Buffer.from(portrait, 'base64');
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  await documents
    .getByLabel('Déposer Photo')
    .setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: photo });
  await expect(documents.getByRole('listitem').filter({ hasText: 'Photo' })).toContainText('Déposé le');
  const stored = (await (await page.request.get(`/api/admin/carers/${carerId}/documents`)).json()) as {
    documents: { kind: string; mimeType: string; size: number }[];
  };
  const storedPhoto = stored.documents.find((document) => document.kind === 'photo');
  expect(storedPhoto?.mimeType).toMatch(/^image\/(webp|jpeg)$/);
  expect(storedPhoto?.size).toBeLessThan(photo.length / 10);

  // The invitation went to her own e-mail: she chooses her password and opens her hours (through the API).
  const invitation = new URL(await readLatestLink(email));
  expect(invitation.pathname).toBe('/connexion/medecin/inscription');
  const nurse = await playwright.request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { origin, 'x-forwarded-for': clientIp },
  });
  const password = 'Bonapriso-Soins-2026';
  const accepted = await nurse.post('/api/auth/invite/accept', {
    data: { token: invitation.searchParams.get('token'), password, passwordConfirmation: password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    kind: 'home_visit',
    weekday,
    start: '00:00',
    end: '24:00',
  }));
  const hours = await nurse.put('/api/doctors/me/availability', {
    data: {
      travelBufferMinutes: 30,
      slotMinutes: { home_visit: 60, cabinet: 30, teleconsultation: 30 },
      rules: everyDay,
      exceptions: [],
    },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  await nurse.dispose();

  const visitor = await playwright.request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  const anonymousListed = async () => {
    const answer = await visitor.get('/api/doctors/search?profession=infirmier&perPage=50');
    return ((await answer.json()) as Search).doctors.some((doctor) => doctor.id === carerId);
  };
  expect(await anonymousListed(), 'not offered before verification').toBe(false);

  await status.getByRole('button', { name: 'Vérifié : activer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Vérifié : activer' }).click();
  await expect(status.getByText('Actif', { exact: true })).toBeVisible();
  expect(await anonymousListed(), 'offered once verified').toBe(true);

  // A patient's directory shows her, with her next free slot (she is bookable).
  const patientPage = await page.context().browser()?.newPage({ locale: 'fr-FR', timezoneId: 'Africa/Douala' });
  if (!patientPage) throw new Error('no browser');
  await patientPage.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
  await patientPage.goto('/medecins-map?specialty=soins_infirmiers&city=Douala');
  const results = patientPage.getByRole('region', { name: 'Résultats' });
  const card = results.getByRole('listitem').filter({ hasText: lastName });
  // A fresh page downloads the whole directory: on a loaded machine, more than the default 7 s.
  await expect(card.getByRole('heading', { name: `Infirmière Clarisse ${lastName}` })).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(/Prochaine disponibilité/)).toBeVisible();
  await patientPage.close();

  // A suspension needs its reason (ADR 051): refused without one, then recorded with staff's internal note.
  await status.getByRole('button', { name: 'Suspendre' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Suspendre' }).click();
  await expect(dialog.getByLabel('Motif de la suspension')).toHaveAccessibleDescription(/sélectionner une option/);
  await dialog.getByLabel('Motif de la suspension').selectOption('documents');
  await dialog.getByLabel('Note interne').fill('Diplôme à recertifier');
  await shoot(page, 'carer-suspend-dialog');
  await dialog.getByRole('button', { name: 'Suspendre' }).click();
  await expect(status.getByText('Suspendu', { exact: true })).toBeVisible();
  await expect(status.getByText('Documents manquants ou expirés')).toBeVisible();
  await expect(status.getByText('Diplôme à recertifier')).toBeVisible();
  await shoot(page, 'carer-suspended-status');
  expect(await anonymousListed(), 'gone once suspended').toBe(false);
  await visitor.dispose();

  await page.goto(`/admin/medecins?status=suspended&q=${encodeURIComponent(lastName)}`);
  await expect(page.getByText(`Clarisse ${lastName}`).first()).toBeVisible();
});

test('le personnel opérationnel trouve un compte mais ne gère pas les rôles ; le super admin oui', async ({
  page,
  baseURL,
  browser,
  clientIp,
}) => {
  const origin = baseURL ?? '';
  await signInThroughApi(page, origin, { email: DEMO.personnel_operationnel.email }, DEMO_PASSWORD, 'personnel');
  await page.goto('/admin/utilisateurs');
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
  await page.getByLabel('Rechercher').fill('Aïcha Mbarga');
  await page.getByRole('button', { name: 'Ouvrir Aïcha Mbarga' }).first().click();
  const detail = page.getByRole('article', { name: 'Aïcha Mbarga' });
  await expect(detail.getByText('Patient · Actif')).toBeVisible();
  await expect(detail.getByText('Seul le super administrateur change les rôles et crée le personnel.')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Changer le rôle' })).toHaveCount(0);
  await expect(detail.getByRole('heading', { name: 'Historique (30 derniers événements)' })).toBeVisible();
  // The server says the same whatever the screen shows.
  const patientId = new URL(page.url()).searchParams.get('compte') ?? '';
  const refused = await page.request.put(`/api/auth/admin/users/${patientId}`, {
    headers: { origin },
    data: { role: 'admin' },
  });
  expect(refused.status()).toBe(403);

  const superContext = await browser.newContext({
    baseURL: origin,
    locale: 'fr-FR',
    timezoneId: 'Africa/Douala',
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  const superPage = await superContext.newPage();
  await signInThroughApi(superPage, origin, { email: DEMO.super_admin.email }, DEMO_PASSWORD, 'personnel');
  await superPage.goto(`/admin/utilisateurs?compte=${patientId}`);
  // A context of its own: nothing cached, and the fixture's wait for the app does not apply to it.
  await superPage.waitForSelector('html[data-app-ready]');
  const superDetail = superPage.getByRole('article', { name: 'Aïcha Mbarga' });
  await expect(superDetail.getByRole('button', { name: 'Changer le rôle' })).toBeDisabled({ timeout: 15_000 });
  await expect(superDetail.getByLabel('Nouveau rôle')).toHaveValue('patient');
  await superContext.close();
});

test('le tableau de bord du personnel ouvre la journée sur des chiffres, chacun menant à son écran', async ({
  page,
  baseURL,
}) => {
  await signInThroughApi(page, baseURL ?? '', { email: DEMO.personnel_operationnel.email }, DEMO_PASSWORD, 'personnel');
  await page.goto('/admin/dashboard');
  const figures = page.getByRole('region', { name: 'Aujourd’hui' });
  await expect(figures.getByRole('link', { name: /Rendez-vous du jour/ })).toBeVisible();
  await expect(figures.getByRole('link', { name: /Encaissé ce mois-ci/ })).toContainText('FCFA');
  // Only built screens among the dashboard's sections (the menu still marks the others « bientôt »).
  await expect(page.getByRole('main').getByText('bientôt', { exact: true })).toHaveCount(0);
  await figures.getByRole('link', { name: /Soignants actifs/ }).click();
  await expect(page).toHaveURL(/\/admin\/medecins\?status=pending_verification$/);
  await expect(page.getByLabel('Statut')).toHaveValue('pending_verification');
});
