import { useTranslation } from 'react-i18next';
import fr from '../../../locales/fr/settings.json';
import { registerCatalogues } from '../../../lib/register-catalogues';
import { PayoutPhoneSection } from '../../invoices/components/payout-phone-section';
import { PrescriberDetailsSection } from '../../prescriptions/components/prescriber-details-section';
import { LanguageSection, ThemeSection } from './appearance-sections';
import { MfaSection } from './mfa-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';

registerCatalogues('settings', { fr, en: () => import('../../../locales/en/settings.json') });

/**
 * `/dashboard-medecin/parametres`: the professional details prescriptions print (ADR 034) and the payout number
 * (ADR 045) first, then the account's
 * own settings shared with the patient's page (language, theme, notifications, password, devices, two-step
 * verification).
 */
export function DoctorSettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl leading-tight font-semibold">{t('pageTitle')}</h1>
        <p className="text-muted-foreground">{t('doctorPageDescription')}</p>
      </header>
      <PrescriberDetailsSection />
      <PayoutPhoneSection />
      <LanguageSection />
      <ThemeSection />
      <NotificationsSection />
      <PasswordSection />
      <SessionsSection />
      <MfaSection />
    </div>
  );
}
