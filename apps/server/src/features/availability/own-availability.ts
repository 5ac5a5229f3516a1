import {
  AVAILABILITY_DEFAULTS,
  localTimeLabel,
  minuteOfDay,
  type DoctorAvailability,
} from '@sante/shared/availability-constants';
import type { ZDoctorAvailabilityRequestSchema } from '@sante/shared/availability-schemas';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { availabilityExceptions, availabilityRules, availabilitySettings } from '../../db/schema/availability';
import { audit } from '../../lib/audit';
import { slotMinutesOf } from './load-availability-inputs';

type AvailabilityInput = z.output<typeof ZDoctorAvailabilityRequestSchema>;
type Actor = { userId: string; role: string | null; ip: string; requestId: string };

/** `HH:MM` of a PostgreSQL `time` (`HH:MM:SS`). */
const hhmm = (time: string) => localTimeLabel(minuteOfDay(time));
/** `24:00` is stored as PostgreSQL's `24:00:00`, which it accepts as the end of the day. */
const pgTime = (time: string) => `${time}:00`;

/** The caller's weekly hours, exceptions and settings (defaults until saved), scoped by the caller's id. */
export async function getOwnAvailability(db: Db, doctorId: string): Promise<DoctorAvailability> {
  const [rules, exceptions, [settings]] = await Promise.all([
    db
      .select()
      .from(availabilityRules)
      .where(eq(availabilityRules.doctorId, doctorId))
      .orderBy(asc(availabilityRules.weekday), asc(availabilityRules.startTime)),
    db
      .select()
      .from(availabilityExceptions)
      .where(eq(availabilityExceptions.doctorId, doctorId))
      .orderBy(asc(availabilityExceptions.startDate), asc(availabilityExceptions.startTime)),
    db.select().from(availabilitySettings).where(eq(availabilitySettings.doctorId, doctorId)),
  ]);
  return {
    travelBufferMinutes: settings?.travelBufferMinutes ?? AVAILABILITY_DEFAULTS.travelBufferMinutes,
    slotMinutes: settings ? slotMinutesOf(settings) : { ...AVAILABILITY_DEFAULTS.slotMinutes },
    rules: rules.map((rule) => ({
      kind: rule.visitKind,
      weekday: rule.weekday as DoctorAvailability['rules'][number]['weekday'],
      start: hhmm(rule.startTime),
      end: hhmm(rule.endTime),
    })),
    exceptions: exceptions.map((exception) => ({
      kind: exception.kind,
      visitKind: exception.visitKind,
      startDate: exception.startDate,
      endDate: exception.endDate,
      start: exception.startTime === null ? null : hhmm(exception.startTime),
      end: exception.endTime === null ? null : hhmm(exception.endTime),
    })),
  };
}

/** Replaces the caller's availability in one transaction, with an audit row (counts only). */
export async function saveOwnAvailability(db: Db, actor: Actor, input: AvailabilityInput): Promise<DoctorAvailability> {
  const doctorId = actor.userId;
  await db.transaction(async (tx) => {
    const settings = {
      travelBufferMinutes: input.travelBufferMinutes,
      homeVisitSlotMinutes: input.slotMinutes.home_visit,
      cabinetSlotMinutes: input.slotMinutes.cabinet,
      teleconsultationSlotMinutes: input.slotMinutes.teleconsultation,
    };
    await tx
      .insert(availabilitySettings)
      .values({ doctorId, ...settings })
      .onConflictDoUpdate({ target: availabilitySettings.doctorId, set: { ...settings, updatedAt: new Date() } });
    await tx.delete(availabilityRules).where(eq(availabilityRules.doctorId, doctorId));
    await tx.delete(availabilityExceptions).where(eq(availabilityExceptions.doctorId, doctorId));
    if (input.rules.length > 0) {
      await tx.insert(availabilityRules).values(
        input.rules.map((rule) => ({
          doctorId,
          visitKind: rule.kind,
          weekday: rule.weekday,
          startTime: pgTime(rule.start),
          endTime: pgTime(rule.end),
        })),
      );
    }
    if (input.exceptions.length > 0) {
      await tx.insert(availabilityExceptions).values(
        input.exceptions.map((exception) => ({
          doctorId,
          kind: exception.kind,
          visitKind: exception.kind === 'extra_hours' ? exception.visitKind : null,
          startDate: exception.startDate,
          endDate: exception.endDate,
          startTime: exception.start === null ? null : pgTime(exception.start),
          endTime: exception.end === null ? null : pgTime(exception.end),
        })),
      );
    }
    await audit(tx, {
      action: 'availability.save',
      outcome: 'success',
      actorId: actor.userId,
      actorRole: actor.role,
      targetType: 'doctor_availability',
      targetId: doctorId,
      ip: actor.ip,
      requestId: actor.requestId,
      details: { rules: input.rules.length, exceptions: input.exceptions.length },
    });
  });
  return getOwnAvailability(db, doctorId);
}
