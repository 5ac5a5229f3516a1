import { useTranslation } from 'react-i18next';
import { useMeta } from '../api/get-meta';

/** A discreet strip while demo accounts exist. */
export function DemoBanner() {
  const { t } = useTranslation();
  const meta = useMeta();
  if (!meta.data?.demoMode) return null;
  return (
    <p className="bg-notice px-4 py-1.5 text-center text-xs text-notice-foreground">
      <strong className="font-semibold">{t('common.demoMode')}</strong>
      <span className="hidden sm:inline"> · {t('common.demoModeHint')}</span>
    </p>
  );
}
