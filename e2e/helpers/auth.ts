import { expect, type Page } from '@playwright/test';

/** Fills the sign-in form of the current page (`/connexion/patient|medecin|personnel`) and submits it. */
export async function submitSignIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('E-mail ou téléphone').fill(identifier);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

/** Submits the form and waits for the sign-in answer (to count attempts one by one). */
export async function submitSignInAndWait(page: Page, identifier: string, password: string): Promise<number> {
  const answer = page.waitForResponse(
    (response) => response.url().includes('/api/auth/token') && response.request().method() === 'POST',
  );
  await submitSignIn(page, identifier, password);
  return (await answer).status();
}

/**
 * Signs in through the API inside the page's browser context (the cookie lands in the context), without the
 * form: for tests about something else. A doctor needs the form (the SPA writes `medecin_session`).
 */
export async function signInThroughApi(
  page: Page,
  baseURL: string,
  credentials: { email: string } | { phone: string },
  password: string,
  portal: 'patient' | 'personnel',
): Promise<void> {
  const response = await page.request.post('/api/auth/token?grant_type=password', {
    headers: { origin: baseURL },
    data: { ...credentials, password, portal },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The dashboard of a signed-in space: greeting with the name (enough: no « Vous êtes connecté avec le rôle … »
 * line, issue #10), a sign-out button.
 */
export async function expectDashboard(page: Page, fullName: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Bonjour ${fullName}` })).toBeVisible();
  await expect(main.getByText(/connecté avec le rôle/)).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
}

/** The path and query of the page (`/a/b?x=1`). */
export function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
