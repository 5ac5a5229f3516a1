import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatFcfa } from '../../../lib/format-money';
import { useDoctorInvoices } from '../api/invoices';
import { InvoiceStatusBadge, useInvoiceDate } from './invoice-parts';
import { dateTimeFormat } from '@sante/shared/intl-formats';

/** The current month in Douala (UTC+1 all year), `YYYY-MM`. */
function currentMonth(): string {
  return new Date(Date.now() + 3_600_000).toISOString().slice(0, 7);
}

function shiftMonth(month: string, by: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1 + by, 1)).toISOString().slice(0, 7);
}

/** `/dashboard-medecin/factures`: a month of the doctor's invoiced acts, what was collected and their share. */
export function DoctorInvoicesPage() {
  const { t, i18n } = useTranslation('invoices');
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(params.get('mois') ?? '') ? (params.get('mois') ?? '') : currentMonth();
  const answer = useDoctorInvoices(month);
  const date = useInvoiceDate();
  const monthLabel = dateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
  const go = (by: number) => setParams({ mois: shiftMonth(month, by) }, { replace: true });
  const totals = answer.data?.totals;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('doctor.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('doctor.description')}</p>
      </header>
      <nav className="flex items-center justify-between gap-2" aria-label={t('doctor.title')}>
        <Button variant="outline" size="sm" onClick={() => go(-1)}>
          {t('doctor.previous')}
        </Button>
        <p className="font-semibold first-letter:uppercase" aria-live="polite">
          {monthLabel}
        </p>
        <Button variant="outline" size="sm" onClick={() => go(1)} disabled={month >= currentMonth()}>
          {t('doctor.next')}
        </Button>
      </nav>
      {answer.isPending && <Spinner label={t('loading')} />}
      {answer.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
      {totals && (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[
            { label: t('doctor.billed'), value: totals.billedXaf },
            { label: t('doctor.collected'), value: totals.collectedXaf },
            { label: t('doctor.share', { percent: totals.sharePercent }), value: totals.shareXaf, strong: true },
            { label: t('doctor.cash'), value: totals.cashCollectedXaf, hint: t('doctor.cashHint') },
            ...(totals.refundedXaf > 0
              ? [{ label: t('doctor.refunded'), value: totals.refundedXaf, hint: t('doctor.refundedHint') }]
              : []),
          ].map((card) => (
            <div
              key={card.label}
              className={`flex flex-col gap-1 rounded-xl border bg-card p-4 ${card.strong ? 'border-primary/50' : ''}`}
            >
              <dt className="text-sm text-muted-foreground">{card.label}</dt>
              <dd className="text-xl font-semibold tabular-nums">{formatFcfa(card.value)}</dd>
              {card.hint && <dd className="text-xs text-muted-foreground">{card.hint}</dd>}
            </div>
          ))}
        </dl>
      )}
      {answer.data && answer.data.acts.length === 0 && <Alert>{t('doctor.empty')}</Alert>}
      {answer.data && answer.data.acts.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('doctor.caption')}>
          {answer.data.acts.map((act) => (
            <li
              key={act.invoiceId}
              className="flex flex-wrap items-start justify-between gap-2 rounded-xl border bg-card p-3"
            >
              <div className="min-w-0">
                <p className="font-medium">{act.label}</p>
                <p className="text-sm text-muted-foreground">
                  {date(act.issuedAt)} · {act.patientName ?? '—'} ·{' '}
                  <span className="font-mono text-xs">{act.number}</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('doctor.method')} : {t(`doctor.methods.${act.paymentMethod ?? 'none'}`)}
                </p>
              </div>
              <div className="flex items-center gap-2 sm:flex-col sm:items-end sm:gap-1">
                <p className={`font-semibold tabular-nums ${act.creditNoteNumber ? 'line-through' : ''}`}>
                  {formatFcfa(act.totalXaf)}
                </p>
                <InvoiceStatusBadge
                  status={act.status}
                  creditNote={act.creditNoteNumber ? { number: act.creditNoteNumber } : null}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
