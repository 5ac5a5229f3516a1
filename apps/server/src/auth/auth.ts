import { SESSION } from '@sante/shared/constants';
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { jwt, phoneNumber } from 'better-auth/plugins';
import { z } from 'zod';
import type { Db } from '../db/client';
import { account, jwks, session, user, verification } from '../db/schema/auth';
import type { Env } from '../env';
import { hashPassword, verifyPassword } from './password-hash';

/**
 * Server-only endpoint (never reachable over HTTP: better-auth's handler is not mounted) that opens a session
 * for a user our own use case has already verified (one-time code, invitation, MFA, sign-up), with
 * better-auth's signed cookie and cookie cache.
 */
function issueSessionPlugin() {
  return {
    id: 'sante-issue-session',
    endpoints: {
      issueSession: createAuthEndpoint(
        '/sante/issue-session',
        { method: 'POST', body: z.object({ userId: z.string() }), metadata: { SERVER_ONLY: true } },
        async (ctx) => {
          const found = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!found) throw new APIError('NOT_FOUND', { message: 'user not found' });
          const created = await ctx.context.internalAdapter.createSession(found.id);
          if (!created) throw new APIError('INTERNAL_SERVER_ERROR', { message: 'session not created' });
          await setSessionCookie(ctx, { session: created, user: found });
          return ctx.json({ token: created.token });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

/**
 * The better-auth instance. Its HTTP handler is deliberately NOT mounted: our routes call `auth.api.*` so
 * that our rules (who may sign up, rate limits, role lifetimes, audit) cannot be bypassed.
 */
export function createAuth({ env, db }: { env: Env; db: Db }) {
  return betterAuth({
    appName: 'Santé à Domicile',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification, jwks } }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
    },
    session: {
      expiresIn: SESSION.patientSlidingMs / 1000,
      updateAge: SESSION.patientRefreshAfterMs / 1000,
      // No `session_data` cookie: it held the user's name, e-mail, phone, IP, user agent and the raw session
      // token in base64. Our fast path never read it (ADR 005: signed token + session cache); better-auth's
      // getSession, on the slow path only, reads the session row instead, and clears old copies (ADR 025).
      cookieCache: { enabled: false },
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: true },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: env.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: env.NODE_ENV === 'production' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      disableCSRFCheck: true,
      disableOriginCheck: true,
    },
    plugins: [
      phoneNumber({
        requireVerification: false,
        // Codes go through our outbox (features/auth/send-code.ts), never through the plugin's endpoints.
        sendOTP: () => {
          throw new APIError('NOT_FOUND');
        },
      }),
      jwt({
        disableSettingJwtHeader: true,
        // Claims: `sub` (user id) and `sid` (session id) only, no personal data; the session must stay live.
        jwt: {
          expirationTime: '15m',
          issuer: env.PUBLIC_URL,
          audience: env.PUBLIC_URL,
          definePayload: ({ session }) => ({ sid: session.id }),
        },
      }),
      issueSessionPlugin(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
