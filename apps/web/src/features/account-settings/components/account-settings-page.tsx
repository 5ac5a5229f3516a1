import { useTranslation } from 'react-i18next';
import fr from '../../../locales/fr/settings.json';
import { registerCatalogues } from '../../../lib/register-catalogues';
import { LanguageSection, ThemeSection } from './appearance-sections';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { MfaSection } from './mfa-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { RecordAccessSection } from './record-access-section';
import { SessionsSection } from './sessions-section';

registerCatalogues('settings', { fr, en: () => import('../../../locales/en/settings.json') });

/**
 * `/patient/parametres`: language and theme of this device, notification channels, password, signed-in devices,
 * two-step verification, who may see and who opened the medical record, data export (JSON, FHIR R4) and account
 * deletion.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl leading-tight font-semibold">{t('pageTitle')}</h1>
        <p className="text-muted-foreground">{t('pageDescription')}</p>
      </header>
      <LanguageSection />
      <ThemeSection />
      <NotificationsSection />
      <PasswordSection />
      <SessionsSection />
      <MfaSection />
      <RecordAccessSection />
      <DataExportSection />
      <DeleteAccountSection />
    </div>
  );
}
