import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import type { Portal } from '../hooks/use-establish-session';
import { AuthCard } from './auth-card';
import { SignedInNotice } from './signed-in-notice';
import { SignInForm } from './sign-in-form';
import { SuspendedSessionNotice } from './suspended-account-alert';

type SignInPortal = Exclude<Portal, 'any'>;

const FORGOT_PASSWORD_PATH: Partial<Record<SignInPortal, string>> = {
  patient: '/connexion/patient/mot-de-passe-oublie',
  medecin: '/reset-medecin-password',
};

/** `/connexion/patient`, `/connexion/medecin`, `/connexion/personnel`: one form, one portal each. */
export function SignInPage({ portal }: { portal: SignInPortal }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const forgotPath = FORGOT_PASSWORD_PATH[portal];
  return (
    <AuthCard
      title={t(`auth.portal.${portal}.title`)}
      description={t(`auth.portal.${portal}.description`)}
      footer={
        <>
          {forgotPath && <TextLink to={forgotPath}>{t('auth.signIn.forgotPassword')}</TextLink>}
          {portal === 'patient' && (
            <p>
              {t('auth.signIn.noAccount')}{' '}
              <TextLink to="/connexion/patient/inscription">{t('auth.signIn.createAccount')}</TextLink>
            </p>
          )}
          <TextLink to={{ pathname: '/connexion', search }} tone="muted">
            {t('auth.signIn.otherSpace')}
          </TextLink>
        </>
      }
    >
      <SignedInNotice />
      <SuspendedSessionNotice />
      <SignInForm portal={portal} />
    </AuthCard>
  );
}
