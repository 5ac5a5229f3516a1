import { ZOtpRequestSchema, ZResendRequestSchema } from '@sante/shared/auth-schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody } from '../../lib/validate';
import { acceptInvite } from './accept-invite';
import { authRequestOf, sendCookies } from './auth-request';
import { openingCookies, toOpeningResponse } from './auth-response';
import { targetOf } from './identify';
import { recoverPassword } from './recover-password';
import { resendSignUpCode } from './resend-sign-up-code';
import { resetPassword } from './reset-password';
import { sendCode } from './send-code';
import { purposeOf, verifyCode } from './verify-code';

/** One-time codes, recovery and invitations. */
export function codeRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .post('/otp', async (c) => {
      const input = await jsonBody(c, ZOtpRequestSchema);
      await sendCode(deps, authRequestOf(c), targetOf(input), 'otp', input.channel);
      return c.json({ sent: true });
    })
    .post('/resend', async (c) => {
      const input = await jsonBody(c, ZResendRequestSchema);
      const target = targetOf(input);
      if (input.type === 'recovery' && target.kind === 'email')
        await recoverPassword(deps, authRequestOf(c), { email: input.email });
      else if (input.type === 'signup') await resendSignUpCode(deps, authRequestOf(c), target);
      else await sendCode(deps, authRequestOf(c), target, purposeOf(input.type));
      return c.json({ sent: true });
    })
    .post('/verify', async (c) => {
      const opening = await verifyCode(deps, authRequestOf(c), await jsonBody(c, z.unknown()));
      sendCookies(c, openingCookies(opening));
      return c.json(toOpeningResponse(opening));
    })
    .post('/recover', async (c) => {
      await recoverPassword(deps, authRequestOf(c), await jsonBody(c, z.unknown()));
      return c.json({ sent: true });
    })
    .post('/reset-password', async (c) => {
      await resetPassword(deps, authRequestOf(c), await jsonBody(c, z.unknown()));
      return c.json({ ok: true });
    })
    .post('/invite/accept', async (c) => {
      const opening = await acceptInvite(deps, authRequestOf(c), await jsonBody(c, z.unknown()));
      sendCookies(c, openingCookies(opening));
      return c.json(toOpeningResponse(opening));
    });
}
