import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';

/** Suspense fallback while a screen's code loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} className="min-h-[50vh]" />;
}
