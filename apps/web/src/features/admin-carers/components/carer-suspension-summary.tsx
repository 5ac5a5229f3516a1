import type { CarerSuspension } from '@sante/shared/carer-schemas';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

/** The latest suspension as staff read it: why (kind and internal note), who and when; who reactivated and when. */
export function CarerSuspensionSummary({ suspension }: { suspension: CarerSuspension }) {
  const { t, i18n } = useTranslation('carers');
  const when = (iso: string) => formatDateTime(new Date(iso), i18n.language);
  const unknown = t('suspension.unknownStaff');
  return (
    <dl className="grid gap-x-4 gap-y-1 rounded-lg sm:items-baseline border bg-muted/40 p-3 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-xs text-muted-foreground uppercase">{t('suspension.reason')}</dt>
      <dd className="font-medium">{t(`suspension.reasons.${suspension.reason}`)}</dd>
      {suspension.note && (
        <>
          <dt className="text-xs text-muted-foreground uppercase">{t('suspension.note')}</dt>
          <dd className="font-medium break-words whitespace-pre-line">{suspension.note}</dd>
        </>
      )}
      <dt className="text-xs text-muted-foreground uppercase">{t('suspension.suspended')}</dt>
      <dd className="font-medium">
        {t('suspension.byOn', { name: suspension.suspendedBy ?? unknown, when: when(suspension.suspendedAt) })}
      </dd>
      {suspension.liftedAt && (
        <>
          <dt className="text-xs text-muted-foreground uppercase">{t('suspension.lifted')}</dt>
          <dd className="font-medium">
            {t('suspension.byOn', { name: suspension.liftedBy ?? unknown, when: when(suspension.liftedAt) })}
          </dd>
        </>
      )}
    </dl>
  );
}
