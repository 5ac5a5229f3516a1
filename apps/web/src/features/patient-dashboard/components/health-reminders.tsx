import type { ProfileCompletion } from '@sante/shared/patient-constants';
import { Syringe, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';
import { formatDay } from '../../../lib/format';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/vaccination.json';
import { useDueVaccinations } from '../api/due-vaccinations';
import { DashboardCard } from './dashboard-card';

// The vaccines' names live in the vaccination calendar's catalogue.
registerCatalogues('vaccination', { fr, en: () => import('../../../locales/en/vaccination.json') });

/**
 * An incomplete profile and the vaccine doses due (from the vaccination calendar). When the calendar cannot
 * answer, no vaccine reminder is shown rather than a false "nothing due".
 */
export function HealthReminders({ completion }: { completion: ProfileCompletion | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const due = useDueVaccinations();
  const doses = due.isSuccess ? due.data : [];
  const profileIncomplete = completion !== null && completion.percent < 100;
  return (
    <DashboardCard id="reminders-title" title={t('reminders.title')}>
      <ul className="flex flex-col gap-3">
        {profileIncomplete && (
          <li className="flex gap-2 text-sm">
            <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <TextLink to="/patient/profil">{t('reminders.profile', { percent: completion.percent })}</TextLink>
          </li>
        )}
        {doses.map((dose) => (
          <li
            key={`${dose.dependentId ?? 'self'}-${dose.vaccineCode}-${dose.doseNumber}`}
            className="flex gap-2 text-sm"
          >
            <Syringe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              {t('reminders.vaccine', {
                person: dose.personName,
                vaccine: t(`vaccines.${dose.vaccineCode}`, { ns: 'vaccination' }),
                dose: dose.doseNumber,
                date: formatDay(dose.dueOn, i18n.resolvedLanguage ?? 'fr'),
              })}
              {dose.overdue && (
                <span className="ml-2 rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
                  {t('reminders.overdue')}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {!profileIncomplete && doses.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('reminders.none')}</p>
      )}
      <TextLink to="/patient/calendrier-vaccinal" className="mt-auto w-fit text-sm">
        {t('reminders.calendar')}
      </TextLink>
    </DashboardCard>
  );
}
