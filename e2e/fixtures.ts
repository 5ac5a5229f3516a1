import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { DEMO, DEMO_PASSWORD, newPatientIdentity, type PatientIdentity } from './helpers/accounts';
import { signUpThroughApi } from './helpers/sign-up';

/**
 * Shared fixtures of the browser journeys.
 *
 * - `clientIp`: every test presents its own client IP (`X-Forwarded-For`, trusted by the test server) on its
 *   browser contexts and on `request`, so the sign-in rate limit (5 per minute per IP) stays on and no two
 *   tests share a budget.
 * - `consoleGuard` (automatic): any console error or page error fails the test, except the resource-load
 *   errors the test expects (by default only the anonymous session probe, `GET /api/auth/user` -> 401). On the
 *   pages it watches, `goto`, `reload` and `goBack` also wait until the app has taken over the page
 *   (`html[data-app-ready]`): a pre-rendered page shows its content before its buttons work.
 * - `staffApi` (one per worker): the demo super admin signed in through the API, used to clean up.
 * - `createdUsers`: ids of users a test created; deleted after the test.
 * - `freshPatient`: a patient signed up through the API for this test only.
 */

export type ExpectedResourceError = { status: number; url: RegExp };

export type ConsoleGuard = {
  /** Watches another page (pages of `context` are watched already). */
  watch(page: Page): void;
  /** Watches every page of another context (e.g. one made with `browser.newContext`). */
  watchContext(context: BrowserContext): void;
  /** Allows "Failed to load resource" for this status on requests whose URL matches. */
  expectResourceError(status: number, url: RegExp): void;
  /** Allows "Failed to load resource: net::ERR_…" (no answer at all: offline) on requests whose URL matches. */
  expectNetworkFailure(url: RegExp): void;
  /** Allows a console error whose text matches (an error the test provokes, such as a screen not downloaded). */
  expectConsoleError(text: RegExp): void;
};

export type PatientAccount = PatientIdentity & { id: string };

type TestFixtures = {
  clientIp: string;
  consoleGuard: ConsoleGuard;
  createdUsers: string[];
  freshPatient: PatientAccount;
};

type WorkerFixtures = {
  staffApi: APIRequestContext;
};

let ipCounter = 0;

/** 10.<worker>.<hi>.<lo>: unique per test in a run (the server and its database are new on every run). */
function nextClientIp(workerIndex: number): string {
  ipCounter += 1;
  return `10.${(workerIndex % 250) + 1}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

function isNetworkFailure(message: ConsoleMessage): boolean {
  return /^Failed to load resource: net::ERR_/.test(message.text());
}

function resourceStatus(message: ConsoleMessage): number | null {
  const match = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(message.text());
  return match ? Number(match[1]) : null;
}

/**
 * The app's pages (those with `#root`) are ready once `html[data-app-ready]` is set (see root-layout.tsx). A page
 * that runs the app at the visitor's first touch (`data-boot="intent"`, ADR 067) is given that touch, as the
 * journeys' visitors would before using it (`boot-on-intent.spec.ts` checks the page before any touch).
 */
async function appReady(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      if (document.getElementById('root')?.dataset.boot === 'intent') document.dispatchEvent(new Event('pointerdown'));
    })
    .catch(() => undefined);
  await page
    .waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.appReady === 'true', {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

function waitForAppAfterNavigation(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await appReady(page);
        return response;
      },
    });
  }
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  clientIp: async ({ browserName: _ }, use, testInfo) => {
    await use(nextClientIp(testInfo.workerIndex));
  },

  // Applies to `context`, `page`, `request` and any context or request context the test creates.
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp });
  },

  consoleGuard: [
    // Depends on `createdUsers` so that it checks the console before the test's users are deleted.
    async ({ createdUsers: _createdUsers, context }, use) => {
      const problems: string[] = [];
      const expected: ExpectedResourceError[] = [{ status: 401, url: /\/api\/auth\/user$/ }];
      const expectedNetworkFailures: RegExp[] = [];
      const expectedConsoleErrors: RegExp[] = [];
      const watched = new WeakSet<Page>();

      const watch = (page: Page) => {
        if (watched.has(page)) return;
        watched.add(page);
        waitForAppAfterNavigation(page);
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const status = resourceStatus(message);
          const url = message.location().url;
          if (status !== null && expected.some((rule) => rule.status === status && rule.url.test(url))) return;
          if (isNetworkFailure(message) && expectedNetworkFailures.some((rule) => rule.test(url))) return;
          if (expectedConsoleErrors.some((rule) => rule.test(message.text()))) return;
          problems.push(`console error on ${page.url()}: ${message.text()}${url ? ` (${url})` : ''}`);
        });
        page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.stack ?? error.message}`));
      };
      const watchContext = (target: BrowserContext) => {
        target.pages().forEach(watch);
        target.on('page', watch);
      };
      watchContext(context);

      await use({
        watch,
        watchContext,
        expectResourceError: (status, url) => expected.push({ status, url }),
        expectNetworkFailure: (url) => expectedNetworkFailures.push(url),
        expectConsoleError: (text) => expectedConsoleErrors.push(text),
      });

      expect(problems, 'no unexpected console error or page error').toEqual([]);
    },
    { auto: true },
  ],

  staffApi: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? 'http://localhost:3100';
      const api = await playwright.request.newContext({
        baseURL,
        // Its own IP, outside the tests' 10.x range.
        extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': `172.16.${workerInfo.workerIndex % 250}.1` },
      });
      const response = await api.post('/api/auth/token?grant_type=password', {
        data: { email: DEMO.super_admin.email, password: DEMO_PASSWORD, portal: 'personnel' },
      });
      expect(response.status(), `super admin sign-in for clean-up: ${await response.text()}`).toBe(200);
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],

  createdUsers: async ({ staffApi }, use) => {
    const ids: string[] = [];
    await use(ids);
    for (const id of ids) {
      const response = await staffApi.delete(`/api/auth/admin/users/${id}`);
      expect(response.status(), `clean-up of user ${id}: ${await response.text()}`).toBe(204);
    }
  },

  freshPatient: async ({ request, baseURL, createdUsers }, use) => {
    const identity = newPatientIdentity();
    const id = await signUpThroughApi(request, baseURL ?? '', identity);
    createdUsers.push(id);
    await use({ ...identity, id });
  },
});

export { expect };
