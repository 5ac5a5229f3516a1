import { ZMfaEnrollRequestSchema } from '@sante/shared/auth-schemas';
import { OTP } from '@sante/shared/constants';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../../app-context';
import { generateTotpSecret, TOTP_SECRET_PURPOSE, totpUri } from '../../auth/totp';
import { mfaChallenges, mfaFactors } from '../../db/schema/auth-codes';
import { AppError } from '../../lib/app-error';
import { secretBox } from '../../lib/secret-box';
import { jsonBody, uuidParam } from '../../lib/validate';
import { auditCaller } from './audit-caller';
import { authRequestOf, sendCookies } from './auth-request';
import { toAuthResponse } from './auth-response';
import { currentSession } from './current-session';
import { factorsOf, removeFactor } from './mfa-factors';
import { MFA_CHALLENGE_COOKIE } from './open-session';
import { callerOf, requireCaller } from './require-caller';
import { verifyFactor } from './verify-factor';

/** TOTP factors of the signed-in account (enroll, challenge, verify, unenroll). */
export function mfaRoutes(deps: AppDeps) {
  const signedIn = requireCaller(deps);
  return new Hono<AppBindings>()
    .get('/factors', signedIn, async (c) => c.json({ factors: await factorsOf(deps, callerOf(c).userId) }))
    .post('/factors', signedIn, async (c) => {
      await jsonBody(c, ZMfaEnrollRequestSchema);
      const caller = callerOf(c);
      const secret = generateTotpSecret();
      const [factor] = await deps.db
        .insert(mfaFactors)
        .values({ userId: caller.userId, secret: secretBox(deps.env.AUTH_SECRET, TOTP_SECRET_PURPOSE).seal(secret) })
        .returning({ id: mfaFactors.id });
      if (!factor) throw new AppError('internal_error');
      const req = authRequestOf(c);
      await auditCaller(deps.db, req, caller, { action: 'mfa.enroll', targetType: 'mfa_factor', targetId: factor.id });
      return c.json(
        { id: factor.id, totp: { secret, uri: totpUri(secret, caller.email ?? caller.phone ?? caller.userId) } },
        201,
      );
    })
    .post('/factors/:id/challenge', signedIn, async (c) => {
      const caller = callerOf(c);
      const factorId = uuidParam(c.req.param('id'), 'mfa_factor_not_found');
      if (!(await factorsOf(deps, caller.userId)).some((factor) => factor.id === factorId))
        throw new AppError('mfa_factor_not_found');
      const expiresAt = new Date(Date.now() + OTP.ttlMs);
      const [challenge] = await deps.db
        .insert(mfaChallenges)
        .values({ factorId, userId: caller.userId, kind: 'step_up', expiresAt })
        .returning({ id: mfaChallenges.id });
      return c.json({ id: challenge?.id, expiresAt: expiresAt.toISOString() });
    })
    .post('/factors/:id/verify', async (c) => {
      const req = authRequestOf(c);
      const current = await currentSession(deps, req);
      sendCookies(c, current.cookies);
      const result = await verifyFactor(
        deps,
        req,
        current.caller,
        uuidParam(c.req.param('id'), 'mfa_factor_not_found'),
        getCookie(c, MFA_CHALLENGE_COOKIE),
        await jsonBody(c, z.unknown()),
      );
      sendCookies(c, result.cookies);
      if (!current.caller)
        c.header('Set-Cookie', `${MFA_CHALLENGE_COOKIE}=; Max-Age=0; Path=/api/auth; HttpOnly; SameSite=Lax`, {
          append: true,
        });
      return c.json(toAuthResponse(result.caller));
    })
    .delete('/factors/:id', signedIn, async (c) => {
      const caller = callerOf(c);
      const factorId = uuidParam(c.req.param('id'), 'mfa_factor_not_found');
      await removeFactor(deps, caller.userId, factorId);
      const req = authRequestOf(c);
      await auditCaller(deps.db, req, caller, { action: 'mfa.unenroll', targetType: 'mfa_factor', targetId: factorId });
      return c.body(null, 204);
    });
}
