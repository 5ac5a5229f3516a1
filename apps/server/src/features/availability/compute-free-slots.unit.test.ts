import { TIME_ZONE } from '@sante/shared/constants';
import type { DaySlots } from '@sante/shared/availability-constants';
import { describe, expect, it } from 'vitest';
import { computeFreeSlots, isOnDutyAt, type DoctorAvailabilityInputs, type WeeklyRule } from './compute-free-slots';
import { addDays, doualaInstant, doualaMinuteOf, isoWeekday } from './douala-time';

// The week of Monday 2 March 2026 (Douala, UTC+1). "now" is the Sunday before unless a test says otherwise.
const MONDAY = '2026-03-02';
const SUNDAY_BEFORE = new Date('2026-03-01T00:00:00Z');
const h = (hours: number, minutes = 0) => hours * 60 + minutes;

function inputs(overrides: Partial<DoctorAvailabilityInputs>): DoctorAvailabilityInputs {
  return {
    rules: [],
    exceptions: [],
    bookings: [],
    travelBufferMinutes: 30,
    slotMinutes: { home_visit: 60, cabinet: 30, teleconsultation: 30 },
    ...overrides,
  };
}

const weekdays = (kind: WeeklyRule['kind'], start: number, end: number): WeeklyRule[] =>
  [1, 2, 3, 4, 5].map((weekday) => ({ kind, weekday, startMinute: start, endMinute: end }));

const labels = (day: DaySlots | undefined) => [
  ...(day?.morning ?? []).map((slot) => slot.label),
  ...(day?.afternoon ?? []).map((slot) => slot.label),
  ...(day?.evening ?? []).map((slot) => slot.label),
];

/** A booking at local Douala times of `date`. */
const booking = (kind: WeeklyRule['kind'], date: string, start: number, end: number) => ({
  kind,
  startsAt: doualaInstant(date, start),
  endsAt: doualaInstant(date, end),
});

describe('Douala time', () => {
  it('is UTC+1 all year, as the time zone database says', () => {
    for (const date of ['2026-01-15', '2026-03-29', '2026-07-01', '2026-10-25', '2026-12-31']) {
      const instant = doualaInstant(date, h(9, 30));
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: TIME_ZONE,
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(instant);
      const [year, month, day] = date.split('-');
      expect(local).toBe(`${day}/${month}/${year}, 09:30`);
      expect(doualaMinuteOf(instant)).toBe(h(9, 30));
    }
    expect(isoWeekday(MONDAY)).toBe(1);
    expect(isoWeekday(addDays(MONDAY, 6))).toBe(7);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('computeFreeSlots', () => {
  it('cuts weekly hours into slots with ISO instants and local labels', () => {
    const days = computeFreeSlots(
      inputs({ rules: [{ kind: 'home_visit', weekday: 1, startMinute: h(8), endMinute: h(12) }] }),
      { from: MONDAY, days: 2, kinds: ['home_visit'], now: SUNDAY_BEFORE },
    );
    expect(days.map((day) => day.date)).toEqual([MONDAY, '2026-03-03']);
    expect(days[0]?.morning).toEqual([
      { startsAt: '2026-03-02T07:00:00.000Z', endsAt: '2026-03-02T08:00:00.000Z', label: '08:00', kind: 'home_visit' },
      { startsAt: '2026-03-02T08:00:00.000Z', endsAt: '2026-03-02T09:00:00.000Z', label: '09:00', kind: 'home_visit' },
      { startsAt: '2026-03-02T09:00:00.000Z', endsAt: '2026-03-02T10:00:00.000Z', label: '10:00', kind: 'home_visit' },
      { startsAt: '2026-03-02T10:00:00.000Z', endsAt: '2026-03-02T11:00:00.000Z', label: '11:00', kind: 'home_visit' },
    ]);
    expect(labels(days[1])).toEqual([]);
  });

  it('groups slots as morning (before 12:00), afternoon (12:00-17:59) and evening (18:00+) in Douala time', () => {
    const [monday] = computeFreeSlots(
      inputs({ rules: [{ kind: 'cabinet', weekday: 1, startMinute: h(11), endMinute: h(19) }] }),
      { from: MONDAY, days: 1, kinds: ['cabinet'], now: SUNDAY_BEFORE },
    );
    expect(monday?.morning.map((slot) => slot.label)).toEqual(['11:00', '11:30']);
    expect(monday?.afternoon.map((slot) => slot.label)).toEqual(
      ['12', '13', '14', '15', '16', '17'].flatMap((hour) => [`${hour}:00`, `${hour}:30`]),
    );
    expect(monday?.evening.map((slot) => slot.label)).toEqual(['18:00', '18:30']);
    expect(monday?.evening[0]?.startsAt).toBe('2026-03-02T17:00:00.000Z');
  });

  it('drops a slot that would not fit before the end of the hours, and only serves the kinds asked for', () => {
    const availability = inputs({
      rules: [
        { kind: 'home_visit', weekday: 1, startMinute: h(8), endMinute: h(9, 30) },
        { kind: 'teleconsultation', weekday: 1, startMinute: h(14), endMinute: h(15) },
      ],
    });
    const [homeOnly] = computeFreeSlots(availability, {
      from: MONDAY,
      days: 1,
      kinds: ['home_visit'],
      now: SUNDAY_BEFORE,
    });
    expect(labels(homeOnly)).toEqual(['08:00']);
    const [every] = computeFreeSlots(availability, {
      from: MONDAY,
      days: 1,
      kinds: ['home_visit', 'cabinet', 'teleconsultation'],
      now: SUNDAY_BEFORE,
    });
    expect(every?.afternoon.map((slot) => `${slot.kind} ${slot.label}`)).toEqual([
      'teleconsultation 14:00',
      'teleconsultation 14:30',
    ]);
  });

  it('removes the days and hours of leave, and adds an extra evening on its date only', () => {
    const week = computeFreeSlots(
      inputs({
        rules: weekdays('cabinet', h(8), h(10)),
        exceptions: [
          // Tuesday to Thursday off.
          {
            kind: 'leave',
            visitKind: null,
            startDate: '2026-03-03',
            endDate: '2026-03-05',
            startMinute: null,
            endMinute: null,
          },
          // Friday 09:00-10:00 off.
          {
            kind: 'leave',
            visitKind: null,
            startDate: '2026-03-06',
            endDate: '2026-03-06',
            startMinute: h(9),
            endMinute: h(10),
          },
          // Monday evening extra hours for teleconsultations.
          {
            kind: 'extra_hours',
            visitKind: 'teleconsultation',
            startDate: MONDAY,
            endDate: MONDAY,
            startMinute: h(18),
            endMinute: h(19),
          },
        ],
      }),
      { from: MONDAY, days: 7, kinds: ['cabinet', 'teleconsultation'], now: SUNDAY_BEFORE },
    );
    expect(week.map(labels)).toEqual([
      ['08:00', '08:30', '09:00', '09:30', '18:00', '18:30'],
      [],
      [],
      [],
      ['08:00', '08:30'],
      [],
      [],
    ]);
    expect(week[0]?.evening.map((slot) => slot.kind)).toEqual(['teleconsultation', 'teleconsultation']);
  });

  it('leave blocks extra hours too', () => {
    const [monday] = computeFreeSlots(
      inputs({
        exceptions: [
          {
            kind: 'extra_hours',
            visitKind: 'cabinet',
            startDate: MONDAY,
            endDate: MONDAY,
            startMinute: h(18),
            endMinute: h(20),
          },
          { kind: 'leave', visitKind: null, startDate: MONDAY, endDate: MONDAY, startMinute: h(19), endMinute: h(20) },
        ],
      }),
      { from: MONDAY, days: 1, kinds: ['cabinet'], now: SUNDAY_BEFORE },
    );
    expect(labels(monday)).toEqual(['18:00', '18:30']);
  });

  it('removes booked slots; the slots right before and after a cabinet booking stay free', () => {
    const [monday] = computeFreeSlots(
      inputs({
        rules: [{ kind: 'cabinet', weekday: 1, startMinute: h(8), endMinute: h(11) }],
        bookings: [booking('cabinet', MONDAY, h(9), h(9, 30)), booking('cabinet', MONDAY, h(9, 30), h(10))],
      }),
      { from: MONDAY, days: 1, kinds: ['cabinet'], now: SUNDAY_BEFORE },
    );
    expect(labels(monday)).toEqual(['08:00', '08:30', '10:00', '10:30']);
  });

  it('keeps the travel buffer free around a home visit, before and after', () => {
    const availability = inputs({
      rules: [
        { kind: 'home_visit', weekday: 1, startMinute: h(7), endMinute: h(13) },
        { kind: 'cabinet', weekday: 1, startMinute: h(14), endMinute: h(17) },
      ],
      travelBufferMinutes: 30,
      bookings: [booking('home_visit', MONDAY, h(10), h(11)), booking('cabinet', MONDAY, h(15), h(15, 30))],
    });
    const [monday] = computeFreeSlots(availability, {
      from: MONDAY,
      days: 1,
      kinds: ['home_visit', 'cabinet'],
      now: SUNDAY_BEFORE,
    });
    // Home visits 07-13 (60 min): 09:00 ends at 10:00 (no time to travel), 11:00 starts right after, 12:00 has 60 min.
    expect(monday?.morning.map((slot) => slot.label)).toEqual(['07:00', '08:00']);
    expect(monday?.afternoon.map((slot) => `${slot.kind} ${slot.label}`)).toEqual([
      'home_visit 12:00',
      ...['14:00', '14:30', '15:30', '16:00', '16:30'].map((label) => `cabinet ${label}`),
    ]);
    const noBuffer = computeFreeSlots(
      { ...availability, travelBufferMinutes: 0 },
      {
        from: MONDAY,
        days: 1,
        kinds: ['home_visit'],
        now: SUNDAY_BEFORE,
      },
    );
    expect(labels(noBuffer[0])).toEqual(['07:00', '08:00', '09:00', '11:00', '12:00']);
  });

  it('keeps the travel buffer between a cabinet booking and a home-visit slot', () => {
    const [monday] = computeFreeSlots(
      inputs({
        rules: [{ kind: 'home_visit', weekday: 1, startMinute: h(9, 30), endMinute: h(12) }],
        slotMinutes: { home_visit: 30, cabinet: 30, teleconsultation: 30 },
        bookings: [booking('cabinet', MONDAY, h(9), h(9, 30))],
      }),
      { from: MONDAY, days: 1, kinds: ['home_visit'], now: SUNDAY_BEFORE },
    );
    expect(labels(monday)).toEqual(['10:00', '10:30', '11:00', '11:30']);
  });

  it('never returns a slot at or before now (Douala clock)', () => {
    const availability = inputs({ rules: [{ kind: 'cabinet', weekday: 1, startMinute: h(8), endMinute: h(11) }] });
    // Monday 09:30 in Douala is 08:30 UTC.
    const [monday] = computeFreeSlots(availability, {
      from: MONDAY,
      days: 1,
      kinds: ['cabinet'],
      now: new Date('2026-03-02T08:30:00Z'),
    });
    expect(labels(monday)).toEqual(['10:00', '10:30']);
    const past = computeFreeSlots(availability, {
      from: '2026-02-23',
      days: 7,
      kinds: ['cabinet'],
      now: SUNDAY_BEFORE,
    });
    expect(past.flatMap(labels)).toEqual([]);
  });

  it('counts a slot opened twice (weekly hours and extra hours) once', () => {
    const [monday] = computeFreeSlots(
      inputs({
        rules: [{ kind: 'cabinet', weekday: 1, startMinute: h(8), endMinute: h(9) }],
        exceptions: [
          {
            kind: 'extra_hours',
            visitKind: 'cabinet',
            startDate: MONDAY,
            endDate: MONDAY,
            startMinute: h(8),
            endMinute: h(10),
          },
        ],
      }),
      { from: MONDAY, days: 1, kinds: ['cabinet'], now: SUNDAY_BEFORE },
    );
    expect(labels(monday)).toEqual(['08:00', '08:30', '09:00', '09:30']);
  });
});

describe('on video duty now (« consultation immédiate »)', () => {
  const at = (minute: number) => doualaInstant(MONDAY, minute);
  const video = inputs({ rules: weekdays('teleconsultation', h(20), h(23)) });

  it('within the video hours only, end excluded', () => {
    expect(isOnDutyAt(video, MONDAY, h(20), 'teleconsultation', at(h(20)))).toBe(true);
    expect(isOnDutyAt(video, MONDAY, h(22, 59), 'teleconsultation', at(h(22, 59)))).toBe(true);
    expect(isOnDutyAt(video, MONDAY, h(23), 'teleconsultation', at(h(23)))).toBe(false);
    expect(isOnDutyAt(video, MONDAY, h(19, 59), 'teleconsultation', at(h(19, 59)))).toBe(false);
    // Other kinds of hours are not video duty.
    const cabinet = inputs({ rules: weekdays('cabinet', h(8), h(20)) });
    expect(isOnDutyAt(cabinet, MONDAY, h(10), 'teleconsultation', at(h(10)))).toBe(false);
  });

  it('counts extra hours, not leave, and not while in another consultation', () => {
    const extra = inputs({
      exceptions: [
        {
          kind: 'extra_hours',
          visitKind: 'teleconsultation',
          startDate: MONDAY,
          endDate: MONDAY,
          startMinute: h(7),
          endMinute: h(8),
        },
      ],
    });
    expect(isOnDutyAt(extra, MONDAY, h(7, 30), 'teleconsultation', at(h(7, 30)))).toBe(true);
    const onLeave = inputs({
      ...video,
      exceptions: [
        { kind: 'leave', visitKind: null, startDate: MONDAY, endDate: MONDAY, startMinute: null, endMinute: null },
      ],
    });
    expect(isOnDutyAt(onLeave, MONDAY, h(21), 'teleconsultation', at(h(21)))).toBe(false);
    const busy = inputs({ ...video, bookings: [booking('teleconsultation', MONDAY, h(21), h(21, 30))] });
    expect(isOnDutyAt(busy, MONDAY, h(21, 10), 'teleconsultation', at(h(21, 10)))).toBe(false);
    expect(isOnDutyAt(busy, MONDAY, h(21, 30), 'teleconsultation', at(h(21, 30)))).toBe(true);
  });
});
