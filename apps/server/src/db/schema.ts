import * as audit from './schema/audit';
import * as auth from './schema/auth';
import * as authCodes from './schema/auth-codes';
import * as doctors from './schema/doctors';
import * as jobs from './schema/jobs';
import * as patients from './schema/patients';
import * as profiles from './schema/profiles';
import * as rateLimits from './schema/rate-limits';
import * as storage from './schema/storage';
import * as vaccinations from './schema/vaccinations';

/** The drizzle schema object (for the client and drizzle-kit). Code imports tables from their own files. */
export const schema = {
  ...auth,
  ...authCodes,
  ...profiles,
  ...audit,
  ...rateLimits,
  ...jobs,
  ...doctors,
  ...patients,
  ...storage,
  ...vaccinations,
};
