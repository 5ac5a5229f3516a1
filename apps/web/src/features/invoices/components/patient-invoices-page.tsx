import type { InvoiceStatus, InvoiceView } from '@sante/shared/invoice-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatFcfa } from '../../../lib/format-money';
import { usePatientProfile } from '../../patient-profile/api/patient-profile';
import {
  creditNotePdfHref,
  invoicePdfHref,
  myInvoicesQueryOptions,
  useMyInvoices,
  usePayOwnInvoice,
} from '../api/invoices';
import { InvoiceLines, InvoiceStatusBadge, useInvoiceDate } from './invoice-parts';
import { InvoicePaymentPanel } from './invoice-payment-panel';
import { InvoiceVerificationLink } from './invoice-verification-link';

const FILTERS = ['all', 'unpaid', 'paid'] as const;
type Filter = (typeof FILTERS)[number];

function matches(filter: Filter, status: InvoiceStatus): boolean {
  return filter === 'all' || status === filter;
}

/** `/patient/factures`: the patient's invoices, newest first; download each, pay those still due. */
export function PatientInvoicesPage() {
  const { t } = useTranslation('invoices');
  const [params, setParams] = useSearchParams();
  const filter = FILTERS.find((value) => value === params.get('statut')) ?? 'all';
  const invoices = useMyInvoices();
  const shown = invoices.data?.filter((invoice) => matches(filter, invoice.status)) ?? [];

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('patient.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('patient.description')}</p>
      </header>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('patient.filterLegend')}</legend>
        {FILTERS.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === filter ? 'default' : 'outline'}
            aria-pressed={value === filter}
            onClick={() => setParams(value === 'all' ? {} : { statut: value }, { replace: true })}
          >
            {t(`patient.filters.${value}`)}
          </Button>
        ))}
      </fieldset>
      {invoices.isPending && <Spinner label={t('loading')} />}
      {invoices.isError && (
        <QueryError error={invoices.error} onRetry={() => void invoices.refetch()} retrying={invoices.isFetching}>
          {t('loadError')}
        </QueryError>
      )}
      {invoices.isSuccess && invoices.data.length === 0 && <Alert>{t('patient.empty')}</Alert>}
      {invoices.isSuccess && invoices.data.length > 0 && shown.length === 0 && (
        <Alert>{t('patient.emptyFiltered')}</Alert>
      )}
      <ul className="flex flex-col gap-3">
        {shown.map((invoice) => (
          <li key={invoice.id}>
            <InvoiceCard invoice={invoice} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function InvoiceCard({ invoice }: { invoice: InvoiceView }) {
  const { t } = useTranslation('invoices');
  const date = useInvoiceDate();
  const [paying, setPaying] = useState(false);
  const pay = usePayOwnInvoice(invoice.id);
  const profile = usePatientProfile();
  const queryClient = useQueryClient();
  const headingId = `invoice-${invoice.id}`;

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="font-semibold">
            {invoice.number}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t(`kind.${invoice.kind}`)} ·{' '}
            {invoice.paidAt
              ? t('paidOn', { date: date(invoice.paidAt) })
              : t('issuedOn', { date: date(invoice.issuedAt) })}
          </p>
        </div>
        <div className="flex items-center gap-2 sm:flex-col sm:items-end sm:gap-1">
          <p className="text-lg font-semibold tabular-nums">{formatFcfa(invoice.totalXaf)}</p>
          <InvoiceStatusBadge status={invoice.status} creditNote={invoice.creditNote} />
        </div>
      </div>
      <InvoiceLines lines={invoice.lines} totalXaf={invoice.totalXaf} />
      {invoice.note && <p className="text-sm text-muted-foreground">{invoice.note}</p>}
      <div className="flex flex-wrap gap-2">
        <a href={invoicePdfHref(invoice.id)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t('download')}
        </a>
        {invoice.creditNote && (
          <a
            href={creditNotePdfHref(invoice.creditNote.id, 'patient')}
            download
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {t('creditNoteDownload', { number: invoice.creditNote.number })}
          </a>
        )}
        {invoice.status === 'paid' && <InvoiceVerificationLink invoiceId={invoice.id} />}
        {invoice.status === 'unpaid' && !paying && (
          <Button size="sm" onClick={() => setPaying(true)}>
            {t('patient.pay')}
          </Button>
        )}
      </div>
      {paying && (
        <div className="rounded-lg border p-4">
          {invoice.status === 'unpaid' && (
            <h3 className="mb-3 font-semibold">{t('pay.title', { amount: formatFcfa(invoice.totalXaf) })}</h3>
          )}
          <InvoicePaymentPanel
            amountXaf={invoice.totalXaf}
            pay={pay}
            defaultPhone={profile.data?.phone ?? ''}
            onPaid={() => void queryClient.invalidateQueries(myInvoicesQueryOptions())}
          />
        </div>
      )}
    </article>
  );
}
