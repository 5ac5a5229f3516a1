import { PEV_AGE_GROUPS } from '@sante/shared/pev-schedule';
import type { VaccinationCard } from '@sante/shared/vaccination-schemas';
import { useTranslation } from 'react-i18next';
import { ScheduleEntry } from './schedule-entry';

/** The person's schedule as a timeline grouped by age ("À la naissance", "6 semaines"...), then adult vaccines. */
export function ScheduleTimeline({ card }: { card: VaccinationCard }) {
  const { t } = useTranslation('vaccination');
  const groups = PEV_AGE_GROUPS.map((group) => ({
    group,
    entries: card.entries.filter((entry) => entry.ageGroup === group),
  })).filter(({ entries }) => entries.length > 0);

  return (
    <ol className="flex flex-col gap-4">
      {groups.map(({ group, entries }) => (
        <li key={group}>
          <section aria-labelledby={`group-${group}`} className="relative rounded-xl border bg-card p-4 sm:p-5">
            <h3 id={`group-${group}`} className="text-lg font-semibold text-primary">
              {t(`ageGroups.${group}`)}
            </h3>
            {group === 'adult' && <p className="mt-1 text-sm text-muted-foreground">{t('adultNote')}</p>}
            <ul>
              {entries.map((entry) => (
                <ScheduleEntry
                  key={`${entry.vaccineCode}-${entry.doseNumber}`}
                  dependentId={card.person.dependentId}
                  entry={entry}
                  dose={card.doses.find((dose) => dose.id === entry.doseId) ?? null}
                />
              ))}
            </ul>
          </section>
        </li>
      ))}
    </ol>
  );
}
