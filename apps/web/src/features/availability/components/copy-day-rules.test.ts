import { describe, expect, it } from 'vitest';
import { copyDayRules } from './copy-day-rules';

const monday = [
  { kind: 'home_visit', weekday: 1, start: '08:00', end: '12:00' },
  { kind: 'home_visit', weekday: 1, start: '14:00', end: '17:00' },
] as const;

describe('copyDayRules', () => {
  it("gives the chosen days Monday's ranges of that kind, replacing theirs, and leaves the rest alone", () => {
    const rules = [
      ...monday,
      { kind: 'home_visit', weekday: 2, start: '09:00', end: '10:00' },
      { kind: 'cabinet', weekday: 2, start: '18:00', end: '20:00' },
      { kind: 'home_visit', weekday: 6, start: '08:00', end: '10:00' },
    ] as const;
    expect(copyDayRules(rules, 'home_visit', 1, [2, 3, 1, 3])).toEqual([
      ...monday,
      { kind: 'cabinet', weekday: 2, start: '18:00', end: '20:00' },
      { kind: 'home_visit', weekday: 6, start: '08:00', end: '10:00' },
      { kind: 'home_visit', weekday: 2, start: '08:00', end: '12:00' },
      { kind: 'home_visit', weekday: 2, start: '14:00', end: '17:00' },
      { kind: 'home_visit', weekday: 3, start: '08:00', end: '12:00' },
      { kind: 'home_visit', weekday: 3, start: '14:00', end: '17:00' },
    ]);
  });

  it('changes nothing without a target day', () => {
    expect(copyDayRules(monday, 'home_visit', 1, [])).toEqual(monday);
  });
});
