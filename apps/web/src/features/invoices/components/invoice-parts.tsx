import { TIME_ZONE } from '@sante/shared/constants';
import type { CreditNoteSummary, InvoiceLine, InvoiceStatus } from '@sante/shared/invoice-constants';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatFcfa } from '../../../lib/format-money';
import './register-invoice-catalogues';
import { dateTimeFormat } from '@sante/shared/intl-formats';

const BADGE_TONES: Record<InvoiceStatus, string> = {
  unpaid: 'border-amber-500/50 bg-amber-500/10 text-amber-800 dark:text-amber-200',
  paid: 'border-success/50 bg-success/10 text-success',
  cancelled: 'border-border bg-muted text-muted-foreground line-through',
};

/** The invoice's status; a refunded one reads "Remboursée — avoir AV-…" instead of "Payée". */
export function InvoiceStatusBadge({
  status,
  creditNote = null,
}: {
  status: InvoiceStatus;
  creditNote?: Pick<CreditNoteSummary, 'number'> | null;
}) {
  const { t } = useTranslation('invoices');
  return (
    <span
      className={cn(
        'inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        creditNote ? 'border-border bg-muted text-foreground' : ['whitespace-nowrap', BADGE_TONES[status]],
      )}
    >
      {creditNote ? t('refunded', { number: creditNote.number }) : t(`status.${status}`)}
    </span>
  );
}

/** "24 nov. 2026", in Douala. */
export function useInvoiceDate() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    dateTimeFormat(i18n.language, { timeZone: TIME_ZONE, dateStyle: 'medium' }).format(new Date(iso));
}

/** The acts of an invoice and its total, readable on a phone. */
export function InvoiceLines({ lines, totalXaf }: { lines: readonly InvoiceLine[]; totalXaf: number }) {
  const { t } = useTranslation('invoices');
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('lines.caption')}</caption>
      <thead className="text-xs text-muted-foreground">
        <tr>
          <th scope="col" className="py-1 text-left font-medium">
            {t('lines.label')}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t('lines.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className="border-t align-top">
            <td className="py-2 pr-3">
              {line.label}
              {line.quantity > 1 && (
                <span className="block text-xs text-muted-foreground">
                  {line.quantity} × {formatFcfa(line.unitPriceXaf)}
                </span>
              )}
            </td>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatFcfa(line.totalXaf)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t font-semibold">
          <th scope="row" className="py-2 text-left">
            {t('total')}
          </th>
          <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatFcfa(totalXaf)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
