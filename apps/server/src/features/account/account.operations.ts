import { ZDeleteAccountRequestSchema, ZNotificationPreferencesRequestSchema } from '@sante/shared/account-schemas';
import { ZLanguageRequestSchema } from '@sante/shared/messaging-schemas';
import type { Operation } from '../openapi/operation';

/** `/api/account`: notification preferences, sessions, data export (JSON, FHIR R4), account deletion. */
export const ACCOUNT_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/account/notification-preferences',
    summary: 'My notification channels per kind (defaults filled in)',
    tag: 'account',
    auth: 'session',
  },
  {
    method: 'put',
    path: '/api/account/notification-preferences',
    summary: 'Save my notification channels (security messages keep at least one)',
    tag: 'account',
    auth: 'session',
    body: ZNotificationPreferencesRequestSchema,
  },
  {
    method: 'put',
    path: '/api/account/language',
    summary: 'The language of the messages I receive (Fulfulde and Ewondo get French)',
    tag: 'account',
    auth: 'session',
    body: ZLanguageRequestSchema,
  },
  { method: 'get', path: '/api/account/sessions', summary: 'My signed-in devices', tag: 'account', auth: 'session' },
  {
    method: 'delete',
    path: '/api/account/sessions/{id}',
    summary: 'End one of my other sessions (404 for the current one or another account)',
    tag: 'account',
    auth: 'session',
    success: 204,
  },
  {
    method: 'get',
    path: '/api/account/export',
    summary: 'Everything held about me, as a JSON attachment',
    tag: 'account',
    auth: 'session',
  },
  {
    method: 'get',
    path: '/api/account/export/fhir',
    summary: 'My medical record as a FHIR R4 Bundle (application/fhir+json attachment)',
    tag: 'account',
    auth: 'session',
  },
  {
    method: 'delete',
    path: '/api/account',
    summary: 'Close my account (password required); sessions end at once',
    tag: 'account',
    auth: 'session',
    body: ZDeleteAccountRequestSchema,
    success: 204,
  },
];
