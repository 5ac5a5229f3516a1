import type { VisitKind, Weekday } from '@sante/shared/availability-constants';
import type { TDoctorAvailabilityRequest } from '@sante/shared/availability-schemas';

type Rule = TDoctorAvailabilityRequest['rules'][number];

/**
 * « Appliquer à plusieurs jours »: the ranges of `from` for one kind of visit become those of each target day
 * (their own ranges of that kind are replaced; other kinds and other days are untouched). The form then saves
 * everything in its one `PUT /api/doctors/me/availability`.
 */
export function copyDayRules(
  rules: readonly Rule[],
  kind: VisitKind,
  from: Weekday,
  targets: readonly Weekday[],
): Rule[] {
  const days = [...new Set(targets)].filter((day) => day !== from);
  const source = rules.filter((rule) => rule.kind === kind && rule.weekday === from);
  const kept = rules.filter((rule) => rule.kind !== kind || !days.some((day) => day === rule.weekday));
  const copies = days.flatMap((weekday) => source.map((rule) => ({ ...rule, weekday })));
  return [...kept, ...copies];
}
