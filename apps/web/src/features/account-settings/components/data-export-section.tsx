import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { APP_CONFIG } from '../../../lib/app-config';
import { SettingsSection } from './settings-section';

/**
 * Plain links to the export endpoints: the browser downloads the attachment itself (the session cookie goes
 * with it), so no file is held in the page's memory.
 */
export function DataExportSection() {
  const { t } = useTranslation('settings');
  const exports = [
    { href: `${APP_CONFIG.apiBasePath}/account/export`, label: t('export.json'), hint: t('export.jsonHint') },
    { href: `${APP_CONFIG.apiBasePath}/account/export/fhir`, label: t('export.fhir'), hint: t('export.fhirHint') },
  ];
  return (
    <SettingsSection id="mes-donnees" title={t('export.title')} description={t('export.description')}>
      {exports.map(({ href, label, hint }) => (
        <div key={href} className="flex flex-col gap-1">
          <a
            href={href}
            download
            className="inline-flex min-h-11 items-center gap-2 self-start rounded-md border border-input bg-card px-4 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Download aria-hidden="true" className="size-4 shrink-0" />
            {label}
          </a>
          <p className="text-xs text-muted-foreground">{hint}</p>
        </div>
      ))}
    </SettingsSection>
  );
}
