import {
  CLOCK_OFFICES,
  CLOCK_RULES,
  clockOutcome,
  type ClockEventView,
  type GeoPoint,
} from '@sante/shared/clock-constants';
import type { ZClockEventRequestSchema } from '@sante/shared/clock-schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { clockEvents } from '../../db/schema/clock';
import { doctorProfiles } from '../../db/schema/doctors';
import { AppError } from '../../lib/app-error';
import type { ClockActor } from './clock-actor';
import { clockEventView } from './clock-event-view';

type ClockEventInput = z.output<typeof ZClockEventRequestSchema>;

const SECOND = 1000;
const DAY = 86_400 * SECOND;

/** The site of a visit: the patient's pinned position of one of the carer's home visits (anyone else's: 404). */
async function visitSite(db: Db, carerId: string, bookingId: string): Promise<GeoPoint | null> {
  const [booking] = await db
    .select({ status: bookings.status, address: bookings.address })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.doctorId, carerId), eq(bookings.visitKind, 'home_visit')));
  if (!booking) throw new AppError('not_found');
  if (booking.status !== 'confirmed' && booking.status !== 'completed')
    throw new AppError('booking_invalid_transition');
  const { latitude, longitude } = booking.address ?? { latitude: null, longitude: null };
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

/** The office of the carer's city (ADR 036), or null when the city has none. */
export async function officeOf(
  db: Db,
  carerId: string,
): Promise<{ city: string; latitude: number; longitude: number } | null> {
  const [profile] = await db
    .select({ city: doctorProfiles.city })
    .from(doctorProfiles)
    .where(eq(doctorProfiles.userId, carerId));
  const office = profile ? CLOCK_OFFICES[profile.city] : undefined;
  return profile && office ? { city: profile.city, ...office } : null;
}

/**
 * `POST /api/clock/events` (carer): records a clock-in or out, or a visit check-in or out, whatever the distance:
 * the outcome says where the carer was. The phone's time is kept (an event queued offline counts when it
 * happened) within limits: ahead of the server by more than a few minutes, or older than a week, is refused.
 * A retry with the same `clientId` answers the first event (`created: false`).
 */
export async function recordClockEvent(
  db: Db,
  actor: ClockActor,
  input: ClockEventInput,
  now: Date,
): Promise<{ event: ClockEventView; created: boolean }> {
  const deviceAt = new Date(input.deviceAt);
  const ahead = deviceAt.getTime() - now.getTime();
  if (ahead > CLOCK_RULES.maxDeviceAheadSeconds * SECOND || -ahead > CLOCK_RULES.maxQueuedDays * DAY)
    throw new AppError('validation_failed', { fieldErrors: { deviceAt: ['validation.deviceClockWrong'] } });
  const existing = await findByClientId(db, actor.userId, input.clientId);
  if (existing) return { event: existing, created: false };

  const site = input.bookingId ? await visitSite(db, actor.userId, input.bookingId) : await officeOf(db, actor.userId);
  const position = input.position ? { ...input.position, takenAt: new Date(input.position.takenAt) } : null;
  const { outcome, distanceM } = clockOutcome({ position, positionError: input.positionError, site, at: deviceAt });
  const offline = input.sentLater || -ahead > CLOCK_RULES.offlineAfterSeconds * SECOND;
  const [row] = await db
    .insert(clockEvents)
    .values({
      carerId: actor.userId,
      clientId: input.clientId,
      kind: input.kind,
      bookingId: input.bookingId,
      serverAt: now,
      deviceAt,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      accuracyM: position?.accuracyM ?? null,
      positionAt: position?.takenAt ?? null,
      siteLatitude: site?.latitude ?? null,
      siteLongitude: site?.longitude ?? null,
      distanceM,
      outcome,
      offline,
    })
    .onConflictDoNothing({ target: [clockEvents.carerId, clockEvents.clientId] })
    .returning();
  if (row) return { event: clockEventView(row), created: true };
  const raced = await findByClientId(db, actor.userId, input.clientId);
  if (!raced) throw new Error('clock event neither inserted nor found');
  return { event: raced, created: false };
}

async function findByClientId(db: Db, carerId: string, clientId: string): Promise<ClockEventView | null> {
  const [row] = await db
    .select()
    .from(clockEvents)
    .where(and(eq(clockEvents.carerId, carerId), eq(clockEvents.clientId, clientId)));
  return row ? clockEventView(row) : null;
}
