import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { useAcceptInvite } from '../api/accept-invite';
import { isMfaChallenge } from '../api/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { AuthCard } from './auth-card';
import { MfaCodeForm } from './mfa-code-form';
import { NewPasswordForm } from './new-password-form';
import './register-staff-invitation-catalogues';

/** `/connexion/invitation?token=`: a staff member invited by an admin chooses a password and enters the admin space. */
export function StaffInvitationPage() {
  const { t } = useTranslation('staffInvitation');
  const { t: tc } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const accept = useAcceptInvite();
  const completeSignIn = useCompleteSignIn();
  const [mfaFactorId, setMfaFactorId] = useState<string | null>(null);

  if (!token) {
    return (
      <AuthCard title={t('missingTokenTitle')} description={t('missingToken')}>
        <Button asChild>
          <Link to="/connexion/personnel">{t('goToSignIn')}</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('title')}
      description={t('description')}
      footer={<TextLink to="/connexion/personnel">{t('goToSignIn')}</TextLink>}
    >
      {mfaFactorId ? (
        <MfaCodeForm factorId={mfaFactorId} onCancel={() => setMfaFactorId(null)} />
      ) : (
        <NewPasswordForm
          submitLabel={t('submit')}
          pending={accept.isPending}
          error={accept.error}
          onSubmit={async (values) => {
            const answer = await accept.mutateAsync({ token, ...values });
            if (isMfaChallenge(answer)) setMfaFactorId(answer.factorId);
            else completeSignIn(answer, tc('success.signUp'));
          }}
        />
      )}
    </AuthCard>
  );
}
