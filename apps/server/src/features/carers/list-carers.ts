import type { AdminCarersResponse, ZAdminCarerListQuerySchema } from '@sante/shared/carer-schemas';
import type { z } from 'zod';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppDeps, Caller } from '../../app-context';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { auditCaller } from '../auth/audit-caller';
import type { AuthRequest } from '../auth/auth-request';
import { assertStaffMay } from '../auth/staff-permission';
import { carerStatusSql, carerView, selectCarers } from './carer-view';

type ListQuery = z.output<typeof ZAdminCarerListQuerySchema>;

function likePattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`;
}

/** `/admin/medecins`: carers by name, phone, e-mail or Ordre number, filtered; pending ones first, then by name. */
export async function listCarers(
  deps: AppDeps,
  req: AuthRequest,
  caller: Caller,
  query: ListQuery,
): Promise<AdminCarersResponse> {
  await assertStaffMay(deps, req, caller, 'user.read', 'medecin', null);
  const pattern = query.q ? likePattern(query.q) : null;
  const digits = query.q?.replace(/\D/g, '') ?? '';
  const filters: (SQL | undefined)[] = [
    pattern
      ? or(
          ilike(sql`${userProfiles.firstName} || ' ' || ${userProfiles.lastName}`, pattern),
          ilike(sql`${userProfiles.lastName} || ' ' || ${userProfiles.firstName}`, pattern),
          ilike(userProfiles.email, pattern),
          ilike(doctorProfiles.licenceNumber, pattern),
          digits.length >= 4 ? ilike(userProfiles.phone, likePattern(digits)) : undefined,
        )
      : undefined,
    query.profession ? eq(doctorProfiles.profession, query.profession) : undefined,
    query.specialty ? eq(doctorProfiles.specialty, query.specialty) : undefined,
    query.city ? eq(doctorProfiles.city, query.city) : undefined,
    query.status ? eq(carerStatusSql, query.status) : undefined,
  ];
  const where = and(...filters);
  const [rows, totals] = await Promise.all([
    selectCarers(deps.db, where)
      .orderBy(
        sql`case ${carerStatusSql} when 'pending_verification' then 0 when 'active' then 1 when 'suspended' then 2 else 3 end`,
        asc(userProfiles.lastName),
        asc(userProfiles.firstName),
        asc(userProfiles.userId),
      )
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    deps.db
      .select({ total: count() })
      .from(userProfiles)
      .leftJoin(doctorProfiles, eq(doctorProfiles.userId, userProfiles.userId))
      .where(and(eq(userProfiles.role, 'medecin'), where)),
  ]);
  await auditCaller(deps.db, req, caller, {
    action: 'admin.carer_list',
    targetType: 'user',
    targetId: null,
    details: { page: query.page, status: query.status ?? null },
  });
  return { carers: rows.map(carerView), total: totals[0]?.total ?? 0 };
}
