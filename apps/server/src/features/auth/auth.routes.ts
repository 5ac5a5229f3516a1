import { ZGrantTypeSchema } from '@sante/shared/auth-schemas';
import { ZPhoneChangeVerifySchema } from '@sante/shared/patient-schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { jsonBody } from '../../lib/validate';
import { verifyPhoneChange } from '../patients/change-phone';
import { adminUsersRoutes } from './admin-users.routes';
import { authRequestOf, callAuth, sendCookies } from './auth-request';
import { toAuthResponse } from './auth-response';
import { mfaRoutes } from './mfa.routes';
import { codeRoutes } from './codes.routes';
import { refreshSession } from './refresh-session';
import { callerOf, requireCaller } from './require-caller';
import { signInWithPassword } from './sign-in-with-password';
import { signOut } from './sign-out';
import { signUpPatient } from './sign-up-patient';
import { undoContactChange } from './undo-contact-change';
import { updateCurrentUser } from './update-current-user';

/** Bodies are validated by each use case with its endpoint's zod schema (`z.unknown()` here). */
/** The auth API (docs/api-auth.md). better-auth does the work behind these routes; its handler is not mounted. */
export function authRoutes(deps: AppDeps) {
  const signedIn = requireCaller(deps);
  return (
    new Hono<AppBindings>()
      .post('/signup', async (c) => {
        await signUpPatient(deps, authRequestOf(c), await jsonBody(c, z.unknown()));
        return c.json({ sent: true as const }, 202);
      })
      .post('/token', async (c) => {
        const grant = ZGrantTypeSchema.safeParse(c.req.query('grant_type'));
        if (!grant.success)
          throw new AppError('validation_failed', { fieldErrors: { grant_type: ['validation.selectOption'] } });
        const req = authRequestOf(c);
        if (grant.data === 'password') {
          const result = await signInWithPassword(deps, req, await jsonBody(c, z.unknown()));
          if (result.kind === 'mfa') {
            sendCookies(c, result.cookies);
            return c.json({ mfaRequired: true as const, factorId: result.factorId });
          }
          sendCookies(c, result.opened.cookies);
          return c.json(toAuthResponse(result.opened.caller));
        }
        if (grant.data === 'refresh_token') {
          const refreshed = await refreshSession(deps, req);
          sendCookies(c, refreshed.cookies);
          return c.json(toAuthResponse(refreshed.caller));
        }
        throw new AppError('validation_failed', { fieldErrors: { grant_type: ['validation.unsupportedGrant'] } });
      })
      .get('/user', signedIn, (c) => c.json(toAuthResponse(callerOf(c))))
      .put('/user', signedIn, async (c) => {
        const caller = await updateCurrentUser(deps, authRequestOf(c), callerOf(c), await jsonBody(c, z.unknown()));
        return c.json(toAuthResponse(caller));
      })
      // A phone proposed by staff (ADR 021), confirmed by its owner from any space (patients also have /patients/me).
      .post('/phone/verify', signedIn, async (c) => {
        const input = await jsonBody(c, ZPhoneChangeVerifySchema);
        const caller = callerOf(c);
        const req = authRequestOf(c);
        await verifyPhoneChange(
          deps,
          { userId: caller.userId, role: caller.role, ip: req.ip, requestId: req.requestId },
          input,
        );
        return c.json({ phone: input.phone });
      })
      .post('/contact-change/undo', async (c) => {
        await undoContactChange(deps, authRequestOf(c), await jsonBody(c, z.unknown()));
        return c.json({ ok: true as const });
      })
      .post('/logout', async (c) => {
        sendCookies(c, await signOut(deps, authRequestOf(c), c.req.query('scope')));
        return c.body(null, 204);
      })
      .get('/jwt', signedIn, async (c) => {
        const { token } = await callAuth(() => deps.auth.api.getToken({ headers: authRequestOf(c).headers }));
        return c.json({ token });
      })
      .route('/', codeRoutes(deps))
      .route('/', mfaRoutes(deps))
      .route('/', adminUsersRoutes(deps))
  );
}
