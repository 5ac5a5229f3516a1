import { AVAILABILITY_DEFAULTS, WEEKDAYS, type VisitKind } from '@sante/shared/availability-constants';
import type { Specialty } from '@sante/shared/doctor-constants';
import type { AppDeps } from '../app-context';
import { saveOwnAvailability } from '../features/availability/own-availability';

/**
 * Specialists of the demo see patients at their cabinet; the others go to the patient's home. The dermatologist
 * also gives video consultations in the evening (ADR 030).
 */
const DEMO_VISIT_KIND: Partial<Record<Specialty, VisitKind>> = {
  cardiologie: 'cabinet',
  gynecologie_obstetrique: 'cabinet',
  dermatologie: 'cabinet',
};

/** The demo specialty that also opens 20:00-23:00 for video consultations. */
const VIDEO_SPECIALTY: Specialty = 'dermatologie';

/**
 * DEMO ONLY: opens 08:00-20:00 (Douala time) every day for one kind of visit, so that the booking flow has
 * free slots to offer. Rules of one weekday may not overlap, hence one kind per demo doctor during the day.
 */
export async function seedDemoAvailability(deps: Pick<AppDeps, 'db'>, doctorId: string, specialty: Specialty) {
  const kind = DEMO_VISIT_KIND[specialty] ?? 'home_visit';
  await saveOwnAvailability(
    deps.db,
    { userId: doctorId, role: 'medecin', ip: 'seed', requestId: 'seed' },
    {
      travelBufferMinutes: AVAILABILITY_DEFAULTS.travelBufferMinutes,
      slotMinutes: { ...AVAILABILITY_DEFAULTS.slotMinutes },
      rules: WEEKDAYS.flatMap((weekday) => [
        { kind, weekday, start: '08:00', end: '20:00' },
        ...(specialty === VIDEO_SPECIALTY
          ? [{ kind: 'teleconsultation' as const, weekday, start: '20:00', end: '23:00' }]
          : []),
      ]),
      exceptions: [],
    },
  );
}
