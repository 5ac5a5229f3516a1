import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { pathAndQuery, signInThroughApi, submitSignIn } from '../helpers/auth';

/**
 * Issue #2, sections 4 and 6: after signing in, the visitor a guard stopped lands on the page they asked for
 * (query string included); a signed-in user without the role is sent to the sign-in page of the requirement.
 */

test.describe('retour à la page demandée après la connexion (avec sa chaîne de requête)', () => {
  const cases = [
    {
      space: 'patient',
      requested: '/patient/factures?annee=2026&statut=payee',
      title: 'Mes factures',
      signIn: '/connexion/patient',
      identifier: DEMO.patient.phone,
    },
    {
      space: 'médecin',
      requested: '/dashboard-medecin/planning?semaine=47',
      title: 'Planning',
      signIn: '/connexion/medecin',
      identifier: DEMO.medecin.email,
    },
    {
      space: 'administration',
      requested: '/admin/utilisateurs?role=patient&page=2',
      title: 'Utilisateurs',
      signIn: '/connexion/personnel',
      identifier: DEMO.personnel_operationnel.email,
    },
  ] as const;

  for (const { space, requested, title, signIn, identifier } of cases) {
    test(`${space} : ${requested}`, async ({ page }) => {
      await page.goto(requested);
      await expect(page).toHaveURL((url) => url.pathname === signIn && url.searchParams.get('redirect') === requested);
      await submitSignIn(page, identifier, DEMO_PASSWORD);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(pathAndQuery(page)).toBe(requested);
      await expect(page.getByText('Connexion réussie', { exact: true })).toBeVisible();
    });
  }
});

test('un patient connecté qui ouvre /admin/dashboard est envoyé vers /connexion/personnel', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await signInThroughApi(page, baseURL ?? '', { email: DEMO.patient.email }, DEMO_PASSWORD, 'patient');

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/connexion/personnel' && url.searchParams.get('redirect') === '/admin/dashboard',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion du personnel' })).toBeVisible();
  await expect(page.getByText(`Vous êtes connecté en tant que ${DEMO.patient.fullName} (Patient).`)).toBeVisible();
  await expect(
    page.getByText("Ce compte n'a pas accès à la page demandée. Connectez-vous avec un autre compte."),
  ).toBeVisible();

  // Still signed in as a patient: their own space opens.
  await page.getByRole('link', { name: 'Aller à mon espace' }).click();
  await expect(page).toHaveURL('/patient/dashboard');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: `Bonjour ${DEMO.patient.fullName}` }),
  ).toBeVisible();
});

for (const { who, sent, account, portal, requested, signIn, title } of [
  {
    who: 'un patient connecté',
    sent: 'envoyé',
    account: DEMO.patient,
    portal: 'patient',
    requested: '/dashboard-medecin/patients',
    signIn: '/connexion/medecin',
    title: 'Connexion médecin',
  },
  {
    who: 'une administratrice connectée',
    sent: 'envoyée',
    account: DEMO.admin,
    portal: 'personnel',
    requested: '/patient/dossier',
    signIn: '/connexion/patient',
    title: 'Connexion patient',
  },
] as const) {
  test(`${who} qui ouvre ${requested} est ${sent} vers ${signIn}`, async ({ page, baseURL }) => {
    await page.goto('/');
    await signInThroughApi(page, baseURL ?? '', { email: account.email }, DEMO_PASSWORD, portal);
    await page.goto(requested);
    await expect(page).toHaveURL((url) => url.pathname === signIn && url.searchParams.get('redirect') === requested);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByText(`Vous êtes connecté en tant que ${account.fullName} (${account.roleLabel}).`),
    ).toBeVisible();
  });
}
