import {
  MAX_UNPAID_UPCOMING_BOOKINGS,
  RECENT_ACCOUNT_DAYS,
  type BookingHoldsResponse,
} from '@sante/shared/booking-constants';
import { and, asc, count, desc, eq, gt, gte, inArray, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/availability';
import { userProfiles } from '../../db/schema/profiles';
import { unpaidUpcoming } from './booking-holds';

const DAY_MS = 86_400_000;
const MAX_ACCOUNTS = 100;

/**
 * `GET /api/bookings/holds`: the suspicious holds (ADR 023) — accounts holding unpaid upcoming bookings that
 * reach the limit, or created less than `RECENT_ACCOUNT_DAYS` ago; most holds first, then the newest account.
 */
export async function listBookingHolds(deps: Pick<AppDeps, 'db'>, now: Date): Promise<BookingHoldsResponse> {
  const recentSince = new Date(now.getTime() - RECENT_ACCOUNT_DAYS * DAY_MS);
  const holds = count(bookings.id);
  const accounts = await deps.db
    .select({
      patientId: bookings.patientId,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      accountCreatedAt: user.createdAt,
      phoneVerified: user.phoneNumberVerified,
      unpaidCount: holds,
    })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.patientId))
    .innerJoin(userProfiles, eq(userProfiles.userId, bookings.patientId))
    .where(unpaidUpcoming(now))
    .groupBy(
      bookings.patientId,
      userProfiles.firstName,
      userProfiles.lastName,
      user.createdAt,
      user.phoneNumberVerified,
    )
    .having(or(gte(holds, MAX_UNPAID_UPCOMING_BOOKINGS), gt(user.createdAt, recentSince)))
    .orderBy(desc(holds), desc(user.createdAt))
    .limit(MAX_ACCOUNTS);
  if (accounts.length === 0) return { accounts: [] };
  const rows = await deps.db
    .select({
      id: bookings.id,
      patientId: bookings.patientId,
      reference: bookings.reference,
      startsAt: bookings.startsAt,
      status: bookings.status,
      paymentChoice: bookings.paymentChoice,
      priceXaf: bookings.priceXaf,
    })
    .from(bookings)
    .where(
      and(
        inArray(
          bookings.patientId,
          accounts.map((account) => account.patientId),
        ),
        unpaidUpcoming(now),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return {
    accounts: accounts.map((account) => ({
      patientId: account.patientId,
      firstName: account.firstName,
      lastName: account.lastName,
      accountCreatedAt: account.accountCreatedAt.toISOString(),
      recentAccount: account.accountCreatedAt > recentSince,
      phoneVerified: account.phoneVerified === true,
      unpaidCount: account.unpaidCount,
      bookings: rows
        .filter((row) => row.patientId === account.patientId)
        .map((row) => ({
          id: row.id,
          reference: row.reference ?? '',
          startsAt: row.startsAt.toISOString(),
          status: row.status,
          paymentChoice: row.paymentChoice ?? 'cash',
          priceXaf: row.priceXaf ?? 0,
        })),
    })),
  };
}
