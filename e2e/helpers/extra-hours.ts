import { expect, type Page } from '@playwright/test';
import { AVAILABILITY_DEFAULTS } from '@sante/shared/availability-constants';

type VisitKind = 'home_visit' | 'teleconsultation';
type Availability = { availability: { exceptions: object[] } & Record<string, unknown> };

/** The extra hours last one slot of the demo carers' length (their default) for the kind of visit. */
const minutesOf = (visitKind: VisitKind) => AVAILABILITY_DEFAULTS.slotMinutes[visitKind];

/** `HH:MM` in Douala (UTC+1 all year) of an instant. */
function doualaTime(at: Date): string {
  return new Date(at.getTime() + 60 * 60_000).toISOString().slice(11, 16);
}

/** Extra hours starting now would run into the next Douala day (the last 35 or 65 minutes of the day). */
export function tooCloseToMidnight(visitKind: VisitKind): boolean {
  return doualaTime(new Date(Date.now() + (minutesOf(visitKind) + 5) * 60_000)) < doualaTime(new Date());
}

/**
 * The signed-in carer adds extra hours of `visitKind` starting at the first whole minute `leadSeconds` from now
 * (Douala; two minutes by default), so that a journey can book a slot today whatever the time: `startsAt` is the
 * first slot's start; `restore` puts the saved hours back.
 */
export async function extraHoursNow(carer: Page, origin: string, visitKind: VisitKind, leadSeconds = 120) {
  const start = new Date(Math.ceil((Date.now() + leadSeconds * 1000) / 60_000) * 60_000);
  const end = new Date(start.getTime() + minutesOf(visitKind) * 60_000);
  const day = new Date(start.getTime() + 60 * 60_000).toISOString().slice(0, 10);
  const saved = (await (await carer.request.get('/api/doctors/me/availability')).json()) as Availability;
  const changed = {
    ...saved.availability,
    exceptions: [
      ...saved.availability.exceptions,
      { kind: 'extra_hours', visitKind, startDate: day, endDate: day, start: doualaTime(start), end: doualaTime(end) },
    ],
  };
  const put = await carer.request.put('/api/doctors/me/availability', { headers: { origin }, data: changed });
  expect(put.status(), await put.text()).toBe(200);
  return {
    startsAt: start.toISOString(),
    restore: async () => {
      await carer.request.put('/api/doctors/me/availability', { headers: { origin }, data: saved.availability });
    },
  };
}
