import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { notifySuccess } from '../../../lib/notify';
import { useDoctorProfile } from '../api/doctor-profile';
import { DoctorProfileForm } from './doctor-profile-form';
import { ProposedPhoneConfirmation } from './proposed-phone-confirmation';
import './register-doctor-profile-catalogues';

/**
 * `/dashboard-medecin/profil`: the doctor reads and updates their professional profile, and is told while staff have
 * not verified it (or have suspended it) that patients do not see them (ADR 032).
 */
export function DoctorProfilePage() {
  const { t } = useTranslation('doctorProfile');
  const { t: tc } = useTranslation();
  const profile = useDoctorProfile();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-semibold">{t('pageTitle')}</h1>
          <CardDescription>{t('pageDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {profile.isPending && <Spinner label={tc('common.loading')} />}
          {profile.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
          {profile.isSuccess && profile.data && profile.data.status !== 'active' && (
            <Alert className="mb-4">{t(`statusNotice.${profile.data.status}`)}</Alert>
          )}
          {profile.isSuccess && (
            <DoctorProfileForm
              profile={profile.data}
              submitLabel={t('save')}
              onSaved={() => notifySuccess(tc('success.saved'))}
            />
          )}
          <ProposedPhoneConfirmation />
        </CardContent>
      </Card>
    </div>
  );
}
