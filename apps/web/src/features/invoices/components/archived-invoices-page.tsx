import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatFcfa } from '../../../lib/format-money';
import { invoicePdfHref, useArchivedYears, useYearInvoices } from '../api/invoices';
import { InvoiceStatusBadge, useInvoiceDate } from './invoice-parts';

/** `/admin/factures-anciennes`: the invoices of closed years, read-only (their PDF, no action). */
export function ArchivedInvoicesPage() {
  const { t } = useTranslation('invoices');
  const [params, setParams] = useSearchParams();
  const years = useArchivedYears();
  const asked = Number(params.get('annee'));
  const year = years.data?.includes(asked) ? asked : (years.data?.[0] ?? null);
  const invoices = useYearInvoices(year);
  const date = useInvoiceDate();

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('archive.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('archive.description')}</p>
      </header>
      {years.isPending && <Spinner label={t('loading')} />}
      {years.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
      {years.data?.length === 0 && <Alert>{t('archive.empty')}</Alert>}
      {year !== null && years.data && (
        <FormField id="archive-year" label={t('archive.year')} className="max-w-48">
          {(control) => (
            <Select
              {...control}
              value={String(year)}
              onChange={(event) => setParams({ annee: event.target.value }, { replace: true })}
            >
              {years.data.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      {invoices.isPending && year !== null && <Spinner label={t('loading')} />}
      {invoices.data && (
        <>
          <p className="text-sm text-muted-foreground">{t('archive.count', { count: invoices.data.length })}</p>
          <ul className="flex flex-col gap-2">
            {invoices.data.map((invoice) => (
              <li
                key={invoice.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-card p-3"
              >
                <div>
                  <p className="font-mono text-sm">{invoice.number}</p>
                  <p className="text-sm text-muted-foreground">
                    {date(invoice.issuedAt)} · {t(`kind.${invoice.kind}`)}
                    {invoice.recipientName ? ` · ${invoice.recipientName}` : ''}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold tabular-nums">{formatFcfa(invoice.totalXaf)}</span>
                  <InvoiceStatusBadge status={invoice.status} />
                  <a
                    href={invoicePdfHref(invoice.id)}
                    download
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  >
                    PDF
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
