import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';
import { AuthCard } from './auth-card';
import { PhoneRecoveryFlow } from './phone-recovery-flow';

/** `/reset-medecin-password-whatsapp`: phone -> code by WhatsApp -> new password. */
export function DoctorWhatsappResetPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.recovery.whatsappTitle')}
      description={t('auth.recovery.whatsappDescription')}
      footer={
        <>
          <TextLink to="/reset-medecin-password">{t('auth.recovery.doctorByEmail')}</TextLink>
          <TextLink to="/connexion/medecin" tone="muted">
            {t('auth.recovery.backToSignIn')}
          </TextLink>
        </>
      }
    >
      <PhoneRecoveryFlow portal="medecin" sentMessage="auth.recovery.codeSentWhatsapp" />
    </AuthCard>
  );
}
