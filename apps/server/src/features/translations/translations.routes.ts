import { LANGUAGES, type Language } from '@sante/shared/constants';
import { ZTranslationImportRequestSchema, ZTranslationUpdateRequestSchema } from '@sante/shared/translation-schemas';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { jsonBody, parseWith } from '../../lib/validate';
import { callerOf, requirePermission } from '../auth/require-caller';
import type { ClockActor } from '../clock/clock-actor';
import { readOverrides } from './read-overrides';
import { saveOverrides } from './save-overrides';

const ZExportQuerySchema = z.object({
  language: ZTranslationUpdateRequestSchema.shape.language,
});

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

function actorOf(c: Context<AppBindings>): ClockActor {
  const caller = callerOf(c);
  return { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
}

/** `GET /api/translations/{language}` (anyone): the reviewers' overrides, cached 5 minutes by browsers. */
export function translationsRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().get('/:language', async (c) => {
    const language = c.req.param('language');
    if (!isLanguage(language)) throw new AppError('not_found');
    c.header('cache-control', 'public, max-age=300');
    return c.json({ language, overrides: await readOverrides(deps.db, language) });
  });
}

/** `/api/admin/translations` (`translations.review`, ADR 040): edit a key, export and import a language. */
export function adminTranslationsRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requirePermission(deps, 'translations.review', 'translations'))
    .get('/', async (c) => {
      const { language } = parseWith(ZExportQuerySchema, c.req.query());
      return c.json({ language, overrides: await readOverrides(deps.db, language) });
    })
    .put('/', async (c) => {
      const { language, namespace, key, value } = await jsonBody(c, ZTranslationUpdateRequestSchema);
      await saveOverrides(deps.db, actorOf(c), language, { [namespace]: { [key]: value } }, 'translation.update');
      return c.json({ language, namespace, key, value });
    })
    .post('/import', async (c) => {
      const { language, overrides } = await jsonBody(c, ZTranslationImportRequestSchema);
      const count = await saveOverrides(deps.db, actorOf(c), language, overrides, 'translation.import');
      return c.json({ language, count });
    });
}
