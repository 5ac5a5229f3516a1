import * as audit from './schema/audit';
import * as auth from './schema/auth';
import * as authCodes from './schema/auth-codes';
import * as jobs from './schema/jobs';
import * as profiles from './schema/profiles';
import * as rateLimits from './schema/rate-limits';

/** The drizzle schema object (for the client and drizzle-kit). Code imports tables from their own files. */
export const schema = { ...auth, ...authCodes, ...profiles, ...audit, ...rateLimits, ...jobs };
