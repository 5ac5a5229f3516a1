import * as archives from './schema/archives';
import * as audit from './schema/audit';
import * as availability from './schema/availability';
import * as bookingEvents from './schema/bookings';
import * as clinic from './schema/clinic';
import * as clock from './schema/clock';
import * as conversations from './schema/conversations';
import * as auth from './schema/auth';
import * as authCodes from './schema/auth-codes';
import * as doctors from './schema/doctors';
import * as invoices from './schema/invoices';
import * as jobs from './schema/jobs';
import * as patients from './schema/patients';
import * as payments from './schema/payments';
import * as prescriptions from './schema/prescriptions';
import * as profiles from './schema/profiles';
import * as protocols from './schema/protocols';
import * as rateLimits from './schema/rate-limits';
import * as services from './schema/services';
import * as shop from './schema/shop';
import * as shopOrders from './schema/shop-orders';
import * as storage from './schema/storage';
import * as tasks from './schema/tasks';
import * as teleconsultations from './schema/teleconsultations';
import * as tracking from './schema/tracking';
import * as translations from './schema/translations';
import * as vaccinations from './schema/vaccinations';

/** The drizzle schema object (for the client and drizzle-kit). Code imports tables from their own files. */
export const schema = {
  ...auth,
  ...authCodes,
  ...profiles,
  ...audit,
  ...archives,
  ...rateLimits,
  ...jobs,
  ...doctors,
  ...availability,
  ...bookingEvents,
  ...prescriptions,
  ...clinic,
  ...tasks,
  ...clock,
  ...tracking,
  ...translations,
  ...conversations,
  ...patients,
  ...payments,
  ...protocols,
  ...invoices,
  ...services,
  ...shop,
  ...shopOrders,
  ...storage,
  ...teleconsultations,
  ...vaccinations,
};
