import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import { AuthCard } from './auth-card';
import { EmailRecoveryForm } from './email-recovery-form';
import { TokenResetForm } from './token-reset-form';
import './register-recovery-catalogues';

/** `/reset-medecin-password`: asks for a link by email; the link comes back here with `?token=`. */
export function DoctorResetPasswordPage() {
  const { t } = useTranslation('recovery');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard
      title={t('doctorTitle')}
      description={token ? t('doctorNewPasswordDescription') : t('doctorDescription')}
      footer={
        <>
          {!token && <TextLink to="/reset-medecin-password-whatsapp">{t('doctorByWhatsapp')}</TextLink>}
          <TextLink to="/connexion/medecin" tone="muted">
            {t('backToSignIn')}
          </TextLink>
        </>
      }
    >
      {token ? (
        <TokenResetForm token={token} signInPath="/connexion/medecin" />
      ) : (
        <EmailRecoveryForm redirectTo="/reset-medecin-password" />
      )}
    </AuthCard>
  );
}
