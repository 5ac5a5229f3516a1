import type { ProfileCompletion } from '@sante/shared/patient-constants';
import type { DueDose } from '@sante/shared/vaccination-schemas';
import { Syringe, UserRound } from 'lucide-react';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';
import { formatDay } from '../../../lib/format';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/vaccination.json';
import { useDueVaccinations } from '../api/due-vaccinations';
import { groupDueDoses, type VaccineReminder } from '../utils/group-due-doses';
import { DashboardCard } from './dashboard-card';

// The vaccines' names live in the vaccination calendar's catalogue.
registerCatalogues('vaccination', { fr, en: () => import('../../../locales/en/vaccination.json') });

const VACCINATION_PATH = '/patient/calendrier-vaccinal';

/** The vaccination calendar open on the person (a child: `?enfant=<id>`, as the calendar page reads it). */
function calendarPathOf(dependentId: string | null): string {
  return dependentId ? `${VACCINATION_PATH}?enfant=${encodeURIComponent(dependentId)}` : VACCINATION_PATH;
}

function reminderKey(reminder: VaccineReminder): string {
  if (reminder.kind === 'overdue') return `${reminder.dependentId ?? 'self'}-overdue`;
  const { dose } = reminder;
  return `${dose.dependentId ?? 'self'}-${dose.vaccineCode}-${dose.doseNumber}`;
}

/** One line: a person's overdue doses counted, or one dose; either leads to that person's calendar. */
function VaccineReminderItem({ reminder }: { reminder: VaccineReminder }) {
  const { t, i18n } = useTranslation('dashboard');
  const overdue = reminder.kind === 'overdue' || reminder.dose.overdue;
  const dependentId = reminder.kind === 'overdue' ? reminder.dependentId : reminder.dose.dependentId;
  const text =
    reminder.kind === 'overdue'
      ? t('reminders.overdueGroup', { person: reminder.personName, count: reminder.count })
      : t('reminders.vaccine', {
          person: reminder.dose.personName,
          vaccine: t(`vaccines.${reminder.dose.vaccineCode}`, { ns: 'vaccination' }),
          dose: reminder.dose.doseNumber,
          date: formatDay(reminder.dose.dueOn, i18n.resolvedLanguage ?? 'fr'),
        });
  return (
    <li className="flex items-center gap-2 text-sm">
      <Syringe aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <span className="flex flex-wrap items-center gap-x-2">
        <TextLink to={calendarPathOf(dependentId)}>{text}</TextLink>
        {overdue && (
          <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
            {t('reminders.overdue')}
          </span>
        )}
      </span>
    </li>
  );
}

/**
 * An incomplete profile and the vaccine doses due (from the vaccination calendar). When the calendar cannot
 * answer, no vaccine reminder is shown rather than a false "nothing due".
 */
export function HealthReminders({ completion }: { completion: ProfileCompletion | null }) {
  const due = useDueVaccinations();
  // The answers arrive as urgent updates (the queries' store); the card is drawn with them as a transition, in
  // slices that leave the main thread free (issue #10, total blocking time).
  const doses = useDeferredValue(due.isSuccess ? due.data : NO_DOSES);
  const shownCompletion = useDeferredValue(completion);
  return <RemindersCard completion={shownCompletion} doses={doses} />;
}

const NO_DOSES: readonly DueDose[] = [];

const RemindersCard = memo(function RemindersCard({
  completion,
  doses,
}: {
  completion: ProfileCompletion | null;
  doses: readonly DueDose[];
}) {
  const { t } = useTranslation('dashboard');
  const profileIncomplete = completion !== null && completion.percent < 100;
  return (
    <DashboardCard id="reminders-title" title={t('reminders.title')}>
      <ul className="flex flex-col gap-3">
        {profileIncomplete && (
          <li className="flex items-center gap-2 text-sm">
            <UserRound aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <TextLink to="/patient/profil">{t('reminders.profile', { percent: completion.percent })}</TextLink>
          </li>
        )}
        {groupDueDoses(doses).map((reminder) => (
          <VaccineReminderItem key={reminderKey(reminder)} reminder={reminder} />
        ))}
      </ul>
      {!profileIncomplete && doses.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('reminders.none')}</p>
      )}
      <TextLink to={VACCINATION_PATH} className="mt-auto w-fit text-sm">
        {t('reminders.calendar')}
      </TextLink>
    </DashboardCard>
  );
});
