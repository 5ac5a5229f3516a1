import type { Role } from '@sante/shared/roles';
import { createAuth, type Auth } from './auth/auth';
import { SessionCache } from './features/auth/session-cache';
import type { SessionContext } from './features/auth/load-caller';
import type { Db } from './db/client';
import type { Env } from './env';
import { createObjectStore } from './features/storage/create-object-store';
import type { ObjectStore } from './features/storage/object-store';
import { createEtaEstimator, type EtaEstimator } from './features/tracking/route-eta';
import type { Logger } from './lib/logger';
import { RealtimeHub } from './realtime/realtime-hub';

/** What every handler can reach: built once at boot (or once per test file). */
export type AppDeps = {
  env: Env;
  db: Db;
  logger: Logger;
  /** better-auth, used through `auth.api.*` only (its handler is not mounted). */
  auth: Auth;
  /** Recent session lookups of this process (see session-cache.ts). */
  sessionCache: SessionCache<SessionContext>;
  /** Bytes of the storage objects (local disk or S3, STORAGE_DRIVER). */
  store: ObjectStore;
  /** Live pushes to connected screens (Socket.IO, bound in main.ts and the test server). */
  realtime: RealtimeHub;
  /** Carers' estimated arrival: by road when a routing service is configured, else the straight line (ADR 046). */
  eta: EtaEstimator;
};

/** Builds the dependencies once per process (or per test server). */
export function createAppDeps({ env, db, logger }: Pick<AppDeps, 'env' | 'db' | 'logger'>): AppDeps {
  return {
    env,
    db,
    logger,
    auth: createAuth({ env, db }),
    sessionCache: new SessionCache(),
    store: createObjectStore(env),
    realtime: new RealtimeHub(),
    eta: createEtaEstimator(env, logger),
  };
}

/** The signed-in caller, resolved by the auth middleware. */
export type Caller = {
  userId: string;
  sessionId: string;
  role: Role | null;
  /** The real email (null for phone-only accounts). */
  email: string | null;
  phone: string | null;
  firstName: string;
  lastName: string;
  mfaEnabled: boolean;
  /** Sign-in page recorded on the session (`medecin` = doctor session). */
  portal: string | null;
  /** Session opened by a recovery code: may set a password without the current one. */
  recovery: boolean;
  /** Session creation. */
  loginTime: Date;
  /** When the server stops accepting the session (role limit included). */
  expiresAt: Date;
  /** better-auth's own (sliding) expiry of the session row. */
  sessionExpiresAt: Date;
};

export type AppBindings = {
  Variables: {
    requestId: string;
    log: Logger;
    ip: string;
    caller: Caller | undefined;
  };
};
