import { STAFF_ROLES } from '@sante/shared/roles';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { adminUsers, userProfiles } from '../../db/schema/profiles';

/** The role shown for an account: an active `admin_users` grant first (section 6), else its profile's. */
export const profileRole = sql<string>`coalesce((select ${adminUsers.role} from ${adminUsers} where ${adminUsers.email} = lower(${userProfiles.email}) and ${adminUsers.active}), ${userProfiles.role}, '')`;

/** A staff account that may be registered as a pharmacist: a staff role (or grant), not deleted. */
export const activeStaffProfile = and(
  eq(userProfiles.status, 'active'),
  or(
    inArray(userProfiles.role, [...STAFF_ROLES]),
    sql`exists (select 1 from ${adminUsers} where ${adminUsers.email} = lower(${userProfiles.email}) and ${adminUsers.active})`,
  ),
);

export const profileName = sql<string>`${userProfiles.firstName} || ' ' || ${userProfiles.lastName}`;
