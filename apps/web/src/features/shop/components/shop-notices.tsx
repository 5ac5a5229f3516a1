import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What the shop is (and is not yet), said once at the top of its screens. */
export function ShopNotices() {
  const { t } = useTranslation('shop');
  return (
    <div className="flex gap-3 rounded-lg border border-border bg-muted/40 p-4 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="flex flex-col gap-1">
        <p>{t('lawNotice')}</p>
        <p>{t('orderingSoon')}</p>
        <p className="text-muted-foreground">{t('estimateNote')}</p>
      </div>
    </div>
  );
}
