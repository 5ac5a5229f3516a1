import { LANGUAGES } from '@sante/shared/constants';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/ui/select';
import { isLanguage } from '../../../lib/detect-language';
import { currentLanguage, errorMessage, setLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { getThemePreference, setThemePreference, subscribeTheme, THEME_PREFERENCES } from '../../../lib/theme';
import { useSaveMessageLanguage } from '../api/message-language';
import { SettingsSection } from './settings-section';

/**
 * The interface language of this device (the same switch as the header's), also saved on the account as the
 * language of the e-mails and WhatsApp messages it receives.
 */
export function LanguageSection() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const saveMessageLanguage = useSaveMessageLanguage();
  return (
    <SettingsSection id="langue" title={t('language.title')} description={t('language.description')}>
      <div className="flex flex-col gap-2">
        <label htmlFor="settings-language" className="text-sm font-medium">
          {t('language.label')}
        </label>
        <Select
          id="settings-language"
          value={currentLanguage()}
          className="sm:max-w-xs"
          onChange={(event) => {
            const language = event.target.value;
            if (!isLanguage(language)) return;
            void setLanguage(language);
            saveMessageLanguage.mutate(language, { onError: (error) => notifyError(errorMessage(tc, error)) });
          }}
        >
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={option}>
              {t(`language.names.${option}`, { ns: 'common' })}
            </option>
          ))}
        </Select>
      </div>
    </SettingsSection>
  );
}

/** Light, dark or the phone's own theme, for this device. */
export function ThemeSection() {
  const { t } = useTranslation('settings');
  const preference = useSyncExternalStore(subscribeTheme, getThemePreference);
  return (
    <SettingsSection id="theme" title={t('theme.title')} description={t('theme.description')}>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('theme.legend')}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {THEME_PREFERENCES.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name="theme"
                value={option}
                checked={preference === option}
                onChange={() => setThemePreference(option)}
                className="size-4 accent-primary"
              />
              {t(`theme.options.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
