import { expect, type Browser } from '@playwright/test';
import type { ConsoleGuard } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from './accounts';
import { submitSignIn } from './auth';

const PHONE = { width: 360, height: 740 };

/**
 * A demo carer signed in on a phone that shares its position (`at`, changed later with the context's
 * `setGeolocation`): the page, its context and the carer's id.
 */
export async function carerOnPhone(
  browser: Browser,
  consoleGuard: ConsoleGuard,
  email: string,
  at: { latitude: number; longitude: number; accuracy: number },
) {
  const context = await browser.newContext({ viewport: PHONE, geolocation: at, permissions: ['geolocation'] });
  consoleGuard.watchContext(context);
  const page = await context.newPage();
  await page.goto(DEMO.medecin.signInPath);
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${DEMO.medecin.home}$`));
  const me = (await (await page.request.get('/api/auth/user')).json()) as { user: { id: string } };
  return { context, page, id: me.user.id };
}
