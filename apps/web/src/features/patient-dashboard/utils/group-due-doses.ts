import type { DueDose } from '@sante/shared/vaccination-schemas';

/** One line of the dashboard's reminders about vaccines. */
export type VaccineReminder =
  /** Several overdue doses of one person, said as one line (« Junior : 14 vaccins à mettre à jour »). */
  | { kind: 'overdue'; dependentId: string | null; personName: string; count: number }
  /** One dose: the only overdue one of its person, or one due within the next 30 days. */
  | { kind: 'dose'; dose: DueDose };

/**
 * The doses due (`GET /api/vaccinations/due`, overdue first) as reminder lines: a person's overdue doses make
 * one line when there are several (a child whose booklet was never filled in has a dozen), at the place of the
 * first one; a single overdue dose and the coming ones keep their own line.
 */
export function groupDueDoses(doses: readonly DueDose[]): VaccineReminder[] {
  const overdueCount = new Map<string | null, number>();
  for (const dose of doses) {
    if (dose.overdue) overdueCount.set(dose.dependentId, (overdueCount.get(dose.dependentId) ?? 0) + 1);
  }
  const grouped = new Set<string | null>();
  const reminders: VaccineReminder[] = [];
  for (const dose of doses) {
    const count = dose.overdue ? (overdueCount.get(dose.dependentId) ?? 0) : 0;
    if (count < 2) {
      reminders.push({ kind: 'dose', dose });
    } else if (!grouped.has(dose.dependentId)) {
      grouped.add(dose.dependentId);
      reminders.push({ kind: 'overdue', dependentId: dose.dependentId, personName: dose.personName, count });
    }
  }
  return reminders;
}
