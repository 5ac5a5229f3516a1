import type { ProfileCompletion, ProfileCompletionItem } from '@sante/shared/patient-constants';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';
import { DashboardCard } from './dashboard-card';

/** Where each missing item is filled in (the profile page focuses the field of the anchor). */
const FIELD_OF: Record<ProfileCompletionItem, string> = {
  dateOfBirth: 'dateOfBirth',
  sex: 'sex',
  address: 'city',
  bloodGroup: 'bloodGroup',
  emergencyContact: 'emergencyContactName',
  email: 'email',
  photo: 'photo-file',
};

/** The profile's completion: percentage, progress bar, and a link to each missing field. */
export function CompletionCard({ completion }: { completion: ProfileCompletion }) {
  const { t } = useTranslation('dashboard');
  const label = t('completion.percent', { percent: completion.percent });
  return (
    <DashboardCard id="completion-title" title={t('completion.title')}>
      <p className="font-medium">{label}</p>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={completion.percent}
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${completion.percent}%` }} />
      </div>
      {completion.missing.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('completion.done')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('completion.missingIntro')}</p>
          <ul className="flex flex-wrap gap-2">
            {completion.missing.map((item) => (
              <li key={item}>
                <TextLink to={`/patient/profil#${FIELD_OF[item]}`} className="rounded-full border px-3 text-sm">
                  {t(`completion.items.${item}`)}
                </TextLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <TextLink to="/patient/profil" className="mt-auto w-fit text-sm">
        {t('completion.open')}
      </TextLink>
    </DashboardCard>
  );
}
