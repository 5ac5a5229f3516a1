import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';
import { AuthCard } from './auth-card';
import { PhoneRecoveryFlow } from './phone-recovery-flow';
import './register-recovery-catalogues';

/** `/reset-medecin-password-whatsapp`: phone -> code by WhatsApp -> new password. */
export function DoctorWhatsappResetPage() {
  const { t } = useTranslation('recovery');
  return (
    <AuthCard
      title={t('whatsappTitle')}
      description={t('whatsappDescription')}
      footer={
        <>
          <TextLink to="/reset-medecin-password">{t('doctorByEmail')}</TextLink>
          <TextLink to="/connexion/medecin" tone="muted">
            {t('backToSignIn')}
          </TextLink>
        </>
      }
    >
      <PhoneRecoveryFlow portal="medecin" sentMessage="codeSentWhatsapp" />
    </AuthCard>
  );
}
