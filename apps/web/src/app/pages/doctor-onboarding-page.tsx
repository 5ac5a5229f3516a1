import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { TextLink } from '../../components/ui/text-link';
import { useAcceptInvite } from '../../features/auth/api/accept-invite';
import { isMfaChallenge } from '../../features/auth/api/sign-in';
import { AuthCard } from '../../features/auth/components/auth-card';
import { MfaCodeForm } from '../../features/auth/components/mfa-code-form';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';
import { useEstablishSession } from '../../features/auth/hooks/use-establish-session';
import { useViewer } from '../../features/auth/hooks/use-viewer';
import { useDoctorProfile } from '../../features/doctors/api/doctor-profile';
import { DoctorProfileForm } from '../../features/doctors/components/doctor-profile-form';
import '../../features/doctors/components/register-doctor-profile-catalogues';
import { notifySuccess } from '../../lib/notify';
import './register-doctor-onboarding-catalogues';

/**
 * `/connexion/medecin/inscription`: a doctor whose account an admin created opens the invitation link
 * (`?token=`), chooses a password, then completes their professional profile and enters the doctor space.
 * A signed-in doctor coming back here completes or updates the profile; anyone else learns how doctor
 * accounts are created.
 */
export function DoctorOnboardingPage() {
  const { t } = useTranslation('doctorOnboarding');
  const { t: tc } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const viewer = useViewer();
  const [accepted, setAccepted] = useState(false);

  if (viewer.status === 'pending') return <Spinner label={tc('common.checkingSession')} className="py-16" />;
  const signedInDoctor = viewer.status === 'ready' && viewer.user?.role === 'medecin';

  if (signedInDoctor && (accepted || !token)) return <ProfileStep />;
  if (token) return <PasswordStep token={token} onAccepted={() => setAccepted(true)} />;
  return (
    <AuthCard title={t('noInvitationTitle')} description={t('noInvitation')}>
      <Button asChild>
        <Link to="/connexion/medecin">{t('goToSignIn')}</Link>
      </Button>
    </AuthCard>
  );
}

function PasswordStep({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { t } = useTranslation('doctorOnboarding');
  const accept = useAcceptInvite();
  const establish = useEstablishSession();
  const [mfaFactorId, setMfaFactorId] = useState<string | null>(null);
  return (
    <AuthCard
      title={t('title')}
      description={t('invitedDescription')}
      footer={<TextLink to="/connexion/medecin">{t('goToSignIn')}</TextLink>}
    >
      {mfaFactorId ? (
        <MfaCodeForm
          factorId={mfaFactorId}
          onCancel={() => setMfaFactorId(null)}
          onVerified={(response) => {
            establish(response);
            onAccepted();
          }}
        />
      ) : (
        <NewPasswordForm
          submitLabel={t('submit')}
          pending={accept.isPending}
          error={accept.error}
          onSubmit={async (values) => {
            const answer = await accept.mutateAsync({ token, ...values });
            if (isMfaChallenge(answer)) {
              setMfaFactorId(answer.factorId);
              return;
            }
            establish(answer);
            onAccepted();
          }}
        />
      )}
    </AuthCard>
  );
}

function ProfileStep() {
  const { t } = useTranslation('doctorOnboarding');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const profile = useDoctorProfile();
  return (
    <AuthCard title={t('profileTitle')} description={t('profileDescription')}>
      {profile.isPending && <Spinner label={tc('common.loading')} />}
      {profile.isError && <Alert variant="destructive">{t('loadError', { ns: 'doctorProfile' })}</Alert>}
      {profile.isSuccess && (
        <DoctorProfileForm
          profile={profile.data}
          submitLabel={t('profileSubmit')}
          onSaved={() => {
            notifySuccess(tc('success.saved'));
            void navigate('/dashboard-medecin', { replace: true });
          }}
        />
      )}
    </AuthCard>
  );
}
