import { LANGUAGES } from '@sante/shared/constants';
import { ChevronDown, Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../lib/detect-language';
import { currentLanguage, setLanguage } from '../../lib/i18n';

/**
 * A native select (keyboard, screen readers and phones handle it natively) drawn as a compact
 * "FR" button: the select covers the button, transparent, so the system picker opens.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const language = currentLanguage();
  return (
    <div className="relative flex h-11 items-center gap-1 rounded-md px-2 text-sm hover:bg-accent focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages aria-hidden="true" className="size-4" />
      <span aria-hidden="true" className="text-xs font-semibold uppercase">
        {language}
      </span>
      <ChevronDown aria-hidden="true" className="hidden size-3 opacity-60 sm:block" />
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`language.names.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
