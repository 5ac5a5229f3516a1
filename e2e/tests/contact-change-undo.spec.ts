import { expect, test } from '../fixtures';
import { newPatientIdentity } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';
import { readLatestLink } from '../helpers/demo-outbox';
import { signUpThroughApi } from '../helpers/sign-up';

/**
 * ADR 022: a patient changes their e-mail in /patient/profil with the current password; the previous e-mail
 * receives a link to /connexion/annuler-changement; opening it and confirming puts the previous e-mail back and
 * signs out the session that made the change. Screenshots at 360 and 1280, light and dark.
 */
test('annulation d’un changement d’e-mail depuis le lien reçu à l’ancienne adresse', async ({
  page,
  baseURL,
  request,
  createdUsers,
}, testInfo) => {
  const tag = Math.random().toString(36).slice(2, 10);
  const oldEmail = `ancien-${tag}@exemple.cm`;
  const newEmail = `nouveau-${tag}@exemple.cm`;
  const identity = { ...newPatientIdentity(), email: oldEmail };
  createdUsers.push(await signUpThroughApi(request, baseURL ?? '', identity));

  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughApi(page, baseURL ?? '', { email: oldEmail }, identity.password, 'patient');
  await page.goto('/patient/profil');
  await page.getByLabel('Adresse e-mail (facultative)').fill(newEmail);
  await page.getByLabel('Mot de passe actuel').fill(identity.password);
  await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/patients/me/profile');
      return ((await res.json()) as { profile: { email: string | null } }).profile.email;
    })
    .toBe(newEmail);

  // The link the previous e-mail received.
  const link = new URL(await readLatestLink(oldEmail));
  expect(link.pathname).toBe('/connexion/annuler-changement');
  // The page reads its token from the link and posts it in the body, never in a query string.
  const apiCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(req.url());
  });
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Annuler la modification de votre adresse e-mail ou de votre numéro' }),
  ).toBeVisible();
  await expect(page.getByText(/L'ancien contact est rétabli et toutes les sessions sont fermées/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('annuler-changement-360-clair.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: testInfo.outputPath('annuler-changement-360-sombre.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('annuler-changement-1280-sombre.png') });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: testInfo.outputPath('annuler-changement-1280-clair.png') });

  await page.getByRole('button', { name: 'Annuler la modification' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modification annulée' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aller à la connexion' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Réinitialiser mon mot de passe' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('annuler-changement-fait-1280-clair.png') });
  const token = link.searchParams.get('token') ?? '';
  expect(token).not.toBe('');
  expect(apiCalls.filter((url) => url.includes(token))).toEqual([]);

  // The session that made the change is over.
  expect((await page.request.get('/api/patients/me/profile')).status()).toBe(401);
  // The previous e-mail is the account's again; a second use of the link is refused in French.
  await signInThroughApi(page, baseURL ?? '', { email: oldEmail }, identity.password, 'patient');
  const profile = await page.request.get('/api/patients/me/profile');
  expect(((await profile.json()) as { profile: { email: string | null } }).profile.email).toBe(oldEmail);
});
