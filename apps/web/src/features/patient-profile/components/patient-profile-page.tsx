import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import fr from '../../../locales/fr/profile.json';
import { registerCatalogues } from '../../../lib/register-catalogues';
import { usePatientProfile } from '../api/patient-profile';
import { FormSection } from './form-section';
import { PatientProfileForm } from './patient-profile-form';
import { ProfilePhoto } from './profile-photo';

registerCatalogues('profile', { fr, en: () => import('../../../locales/en/profile.json') });

/** Brings the field of `/patient/profil#<id>` into view and focus once the form is there (dashboard links). */
function useFocusHashTarget(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [ready, hash]);
}

/** `/patient/profil`: the patient's identity, contact details, address, health details, emergency contact, photo. */
export function PatientProfilePage() {
  const { t } = useTranslation('profile');
  const profile = usePatientProfile();
  useFocusHashTarget(profile.isSuccess);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl leading-tight font-semibold">{t('pageTitle')}</h1>
        <p className="text-muted-foreground">{t('pageDescription')}</p>
        {profile.isSuccess && (
          <div className="flex flex-col gap-1.5">
            <p className="text-sm font-medium">{t('completion', { percent: profile.data.completion.percent })}</p>
            <div
              className="h-2 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label={t('completion', { percent: profile.data.completion.percent })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={profile.data.completion.percent}
            >
              <div className="h-full bg-primary" style={{ width: `${profile.data.completion.percent}%` }} />
            </div>
          </div>
        )}
      </header>
      {profile.isPending && <Spinner label={t('common.loading', { ns: 'common' })} />}
      {profile.isError && (
        <QueryError error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching}>
          {t('loadError')}
        </QueryError>
      )}
      {profile.isSuccess && (
        <>
          <PatientProfileForm profile={profile.data} />
          <FormSection id="photo" title={t('sections.photo')}>
            <ProfilePhoto photo={profile.data.photo} />
          </FormSection>
        </>
      )}
    </div>
  );
}
