import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD, randomCameroonPhone } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';
import { readLatestLink } from '../helpers/demo-outbox';

/*
 * Issue #10, section 3 ("Promise only what can be delivered"), on a phone in French: only carers with free hours
 * are offered, "Réserver" on a carer starts the booking with them, video is not sold, and a signed-in patient is
 * offered their space rather than sign-in.
 */
test.use({ viewport: { width: 360, height: 740 } });

/** A Douala doctor with a complete profile (listed) who has opened no hours: invited, activated, profiled by API. */
async function doctorWithoutHours(staffApi: APIRequestContext, request: APIRequestContext, origin: string) {
  const email = `dr.sans.horaires.${Date.now()}.${Math.floor(Math.random() * 1e6)}@test.cm`;
  const lastName = `Sanshoraires${Math.floor(Math.random() * 1e6)}`;
  const invited = await staffApi.post('/api/auth/invite', {
    data: { email, firstName: 'Odile', lastName, role: 'medecin', phone: randomCameroonPhone() },
  });
  expect(invited.status()).toBe(201);
  const id = ((await invited.json()) as { user: { id: string } }).user.id;
  const token = new URL(await readLatestLink(email)).searchParams.get('token');
  const headers = { origin };
  const password = 'Kribi-Plage-2026';
  const accepted = await request.post('/api/auth/invite/accept', {
    headers,
    data: { token, password, passwordConfirmation: password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const profiled = await request.put('/api/doctors/me/profile', {
    headers,
    data: {
      profession: 'medecin',
      specialty: 'medecine_generale',
      licenceNumber: 'ONMC-7788',
      city: 'Douala',
      yearsOfExperience: 4,
      bio: 'Médecin généraliste.',
      consultationFeeXaf: 15000,
      homeVisitRadiusKm: 10,
      latitude: 4.05,
      longitude: 9.7,
    },
  });
  expect(profiled.status(), await profiled.text()).toBe(200);
  return { id, name: `Dr Odile ${lastName}` };
}

test('un soignant sans horaires n’est proposé ni dans l’annuaire ni dans la réservation', async ({
  page,
  baseURL,
  staffApi,
  request,
  createdUsers,
  freshPatient,
}) => {
  const origin = baseURL ?? '';
  const absent = await doctorWithoutHours(staffApi, request, origin);
  createdUsers.push(absent.id);

  await page.goto('/medecins-map?city=Douala');
  const solange = page.getByRole('article').filter({ hasText: 'Dr Solange Ekane' });
  await expect(solange.getByText(/^Prochaine disponibilité : .+ \d+ h/)).toBeVisible();
  await expect(solange.getByText('Tarif : 20 000 FCFA')).toBeVisible();
  await expect(page.getByText(absent.name)).toHaveCount(0);

  await signInThroughApi(page, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/appointment-type');
  await page.getByRole('button', { name: /Visite à domicile/ }).click();
  await page.getByRole('button', { name: /Consultation de médecin à domicile/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez le soignant' })).toBeVisible();
  await page.getByLabel('Ville').selectOption('Douala');
  await expect(page.getByRole('button', { name: /Dr Solange Ekane.*Prochaine disponibilité/ })).toBeVisible();
  await expect(page.getByText(absent.name)).toHaveCount(0);
});

test('« Réserver » sur une fiche de l’annuaire ouvre la réservation avec ce soignant', async ({
  page,
  baseURL,
  freshPatient,
}) => {
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/medecins-map?city=Douala');
  await page.getByRole('button', { name: 'Réserver avec Dr Solange Ekane' }).click();

  await expect(page).toHaveURL(/\/patient\/booking\?step=service/);
  const service = page.getByRole('button', { name: /Consultation de médecin à domicile/ });
  await expect(service).toHaveAttribute('aria-pressed', 'true');
  await service.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez le soignant' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Dr Solange Ekane/ })).toHaveAttribute('aria-pressed', 'true');
});

test('/appointment-type propose la téléconsultation depuis que la salle vidéo existe (ADR 030)', async ({ page }) => {
  await page.goto('/appointment-type');
  await expect(page.getByRole('button', { name: /Visite à domicile/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Consultation au cabinet/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Téléconsultation/ })).toBeVisible();
});

test('un patient connecté se voit proposer son espace, jamais « Se connecter »', async ({ page, baseURL }) => {
  await signInThroughApi(page, baseURL ?? '', { phone: DEMO.patient.phone }, DEMO_PASSWORD, 'patient');
  for (const path of ['/', '/patient/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: /Aïcha Mbarga/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Se connecter|Connexion|Créer un compte/ })).toHaveCount(0);
  }
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mon espace' })).toHaveAttribute(
    'href',
    '/patient/dashboard',
  );
});
