import { ZDeleteAccountRequestSchema, ZNotificationPreferencesRequestSchema } from '@sante/shared/account-schemas';
import { ZLanguageRequestSchema } from '@sante/shared/messaging-schemas';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, uuidParam } from '../../lib/validate';
import { expiredSessionCookies } from '../auth/current-session';
import { callerOf, requireCaller } from '../auth/require-caller';
import { accountActorOf } from './account-actor';
import { endAccountSession, listAccountSessions } from './account-sessions';
import { deleteAccount } from './delete-account';
import { exportAccountFhir, exportAccountJson, exportFileName } from './export-account';
import { getNotificationPreferences, saveNotificationPreferences } from './notification-preferences';
import { saveLanguage } from './save-language';

function attachment(fileName: string): Record<string, string> {
  return { 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'no-store' };
}

/** `/api/account`: notification preferences, sessions, data export (JSON, FHIR R4), account deletion. */
export function accountRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use('*', requireCaller(deps))
    .get('/notification-preferences', async (c) =>
      c.json({ preferences: await getNotificationPreferences(deps.db, callerOf(c)) }),
    )
    .put('/notification-preferences', async (c) => {
      const input = await jsonBody(c, ZNotificationPreferencesRequestSchema);
      const preferences = await saveNotificationPreferences(deps.db, accountActorOf(c), callerOf(c), input);
      return c.json({ preferences });
    })
    .put('/language', async (c) => {
      const { language } = await jsonBody(c, ZLanguageRequestSchema);
      return c.json(await saveLanguage(deps.db, callerOf(c).userId, language));
    })
    .get('/sessions', async (c) => c.json({ sessions: await listAccountSessions(deps, callerOf(c)) }))
    .delete('/sessions/:id', async (c) => {
      await endAccountSession(deps, accountActorOf(c), callerOf(c), uuidParam(c.req.param('id')));
      return c.body(null, 204);
    })
    .get('/export', async (c) => {
      const data = await exportAccountJson(deps, accountActorOf(c), callerOf(c));
      return c.json(data, 200, attachment(exportFileName(new Date(), 'json')));
    })
    .get('/export/fhir', async (c) => {
      const bundle = await exportAccountFhir(deps, accountActorOf(c), callerOf(c));
      return c.body(JSON.stringify(bundle), 200, {
        ...attachment(exportFileName(new Date(), 'fhir.json')),
        'Content-Type': 'application/fhir+json; charset=utf-8',
      });
    })
    .delete('/', async (c) => {
      const input = await jsonBody(c, ZDeleteAccountRequestSchema);
      await deleteAccount(deps, accountActorOf(c), callerOf(c), input);
      c.get('log').info({ userId: callerOf(c).userId }, 'account deleted');
      const cookies = await expiredSessionCookies(deps);
      for (const cookie of cookies.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return c.body(null, 204);
    });
}
