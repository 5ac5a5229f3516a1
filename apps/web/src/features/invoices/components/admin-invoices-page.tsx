import {
  INVOICE_KINDS,
  INVOICE_STATUSES,
  type InvoiceView,
  type PayLinkResponse,
} from '@sante/shared/invoice-constants';
import { mayAct } from '@sante/shared/staff-permissions';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/i18n';
import { formatFcfa } from '../../../lib/format-money';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { registerCatalogues } from '../../../lib/register-catalogues';
import frPlanning from '../../../locales/fr/planning.json';
import { ActionDialog } from '../../planning/components/action-dialog';
import { useSession } from '../../auth/api/session';
import {
  creditNotePdfHref,
  invoicePdfHref,
  useAdminInvoices,
  useCancelInvoice,
  useRenewPayLink,
  type AdminInvoiceFilters,
} from '../api/invoices';
import { CustomInvoiceForm } from './custom-invoice-form';
import { InvoiceStatusBadge, useInvoiceDate } from './invoice-parts';
import { dateTimeFormat } from '@sante/shared/intl-formats';

registerCatalogues('planning', { fr: frPlanning, en: () => import('../../../locales/en/planning.json') });

function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const pick = (values: readonly string[], name: string) => values.find((value) => value === params.get(name)) ?? '';
  const filters: AdminInvoiceFilters = {
    status: pick(INVOICE_STATUSES, 'status'),
    kind: pick(INVOICE_KINDS, 'kind'),
    q: params.get('q') ?? '',
  };
  const setFilter = (name: keyof AdminInvoiceFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return { filters, setFilter, reset: () => setParams(new URLSearchParams(), { replace: true }) };
}

/**
 * `/admin/factures`: the current year's invoices (booking and custom), their PDF; staff create custom invoices,
 * whose payment link is shown once and sent to the recipient, renew the link or cancel an unpaid one.
 */
export function AdminInvoicesPage() {
  const { t } = useTranslation('invoices');
  const { t: tc } = useTranslation();
  const { filters, setFilter, reset } = useFilterParams();
  const invoices = useAdminInvoices(filters);
  const renew = useRenewPayLink();
  const cancel = useCancelInvoice();
  const date = useInvoiceDate();
  const [creating, setCreating] = useState(false);
  const [shownLink, setShownLink] = useState<PayLinkResponse | null>(null);
  const [cancelling, setCancelling] = useState<InvoiceView | null>(null);
  /** Credit notes are accounting documents: admin and super admin download them (docs/permissions.md). */
  const readsCreditNotes = mayAct(useSession().data?.user.role ?? null, 'credit_notes.read', 'credit_notes');
  const year = dateTimeFormat('en', { timeZone: 'Africa/Douala', year: 'numeric' }).format(new Date());

  const actions = (invoice: InvoiceView) =>
    invoice.kind === 'custom' &&
    invoice.status === 'unpaid' && (
      <>
        <Button
          size="sm"
          variant="outline"
          disabled={renew.isPending}
          onClick={() =>
            renew.mutate(invoice, { onSuccess: setShownLink, onError: (error) => notifyError(errorMessage(tc, error)) })
          }
        >
          {t('admin.renew')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setCancelling(invoice)}>
          {t('admin.cancel')}
        </Button>
      </>
    );
  const pdf = (invoice: InvoiceView) => (
    <>
      <a href={invoicePdfHref(invoice.id)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        PDF
      </a>
      {invoice.creditNote && readsCreditNotes && (
        <a
          href={creditNotePdfHref(invoice.creditNote.id, 'staff')}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {t('admin.creditNotePdf')}
        </a>
      )}
    </>
  );
  const recipient = (invoice: InvoiceView) => invoice.recipientName ?? t('admin.noRecipient');

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl leading-tight font-semibold">{t('admin.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('admin.description', { year })}</p>
          <Link to="/admin/factures-anciennes" className="text-sm font-medium text-primary underline">
            {t('admin.archivesLink')}
          </Link>
        </div>
        {!creating && <Button onClick={() => setCreating(true)}>{t('admin.create.open')}</Button>}
      </header>

      {creating && (
        <CustomInvoiceForm
          onClose={() => setCreating(false)}
          onCreated={(answer) => {
            setCreating(false);
            setShownLink(answer);
          }}
        />
      )}
      {shownLink && <PayLinkCard answer={shownLink} onClose={() => setShownLink(null)} />}

      <fieldset className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <legend className="px-1 text-sm font-medium">{t('admin.filterLegend')}</legend>
        <FormField id="invoice-filter-status" label={t('admin.filterStatus')}>
          {(control) => (
            <Select {...control} value={filters.status} onChange={(event) => setFilter('status', event.target.value)}>
              <option value="">{t('admin.all')}</option>
              {INVOICE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="invoice-filter-kind" label={t('admin.filterKind')}>
          {(control) => (
            <Select {...control} value={filters.kind} onChange={(event) => setFilter('kind', event.target.value)}>
              <option value="">{t('admin.all')}</option>
              {INVOICE_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`kind.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="invoice-filter-q" label={t('admin.search')}>
          {(control) => (
            <Input
              {...control}
              type="search"
              placeholder={t('admin.searchPlaceholder')}
              value={filters.q}
              onChange={(event) => setFilter('q', event.target.value)}
            />
          )}
        </FormField>
        <Button variant="ghost" onClick={reset} disabled={!Object.values(filters).some(Boolean)}>
          {t('admin.reset')}
        </Button>
      </fieldset>

      {invoices.isPending && <Spinner label={t('loading')} />}
      {invoices.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
      {invoices.isSuccess && invoices.data.length === 0 && <Alert>{t('admin.empty')}</Alert>}
      {invoices.isSuccess && invoices.data.length > 0 && (
        <>
          <div className="hidden overflow-x-auto rounded-xl border bg-card lg:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('admin.caption')}</caption>
              <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
                <tr>
                  {(['number', 'date', 'recipient', 'kind', 'status'] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-medium">
                      {t(`admin.columns.${column}`)}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('admin.columns.amount')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('admin.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoices.data.map((invoice) => (
                  <tr key={invoice.id} className="border-b align-top last:border-0">
                    <td className="px-3 py-3 font-mono text-xs whitespace-nowrap">{invoice.number}</td>
                    <td className="px-3 py-3 whitespace-nowrap">{date(invoice.issuedAt)}</td>
                    <td className="px-3 py-3">{recipient(invoice)}</td>
                    <td className="px-3 py-3">{t(`kind.${invoice.kind}`)}</td>
                    <td className="px-3 py-3">
                      <InvoiceStatusBadge status={invoice.status} creditNote={invoice.creditNote} />
                    </td>
                    <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                      {formatFcfa(invoice.totalXaf)}
                    </td>
                    <td className="px-3 py-3">
                      <div className="flex flex-wrap gap-2">
                        {pdf(invoice)}
                        {actions(invoice)}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 lg:hidden">
            {invoices.data.map((invoice) => (
              <li key={invoice.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="font-mono text-sm">{invoice.number}</p>
                    <p className="text-sm text-muted-foreground">
                      {date(invoice.issuedAt)} · {t(`kind.${invoice.kind}`)}
                    </p>
                    <p className="text-sm">{recipient(invoice)}</p>
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <p className="font-semibold tabular-nums">{formatFcfa(invoice.totalXaf)}</p>
                    <InvoiceStatusBadge status={invoice.status} creditNote={invoice.creditNote} />
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  {pdf(invoice)}
                  {actions(invoice)}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {cancelling && (
        <ActionDialog
          open
          destructive
          title={t('admin.cancel')}
          description={t('admin.cancelConfirm', { number: cancelling.number })}
          confirmLabel={t('admin.cancel')}
          pending={cancel.isPending}
          onClose={() => setCancelling(null)}
          onConfirm={() =>
            cancel.mutate(cancelling, {
              onSuccess: (invoice) => {
                notifySuccess(t('admin.cancelled', { number: invoice.number }));
                setCancelling(null);
              },
              onError: (error) => notifyError(errorMessage(tc, error)),
            })
          }
        />
      )}
    </div>
  );
}

/** The link, shown once after creation or renewal, with where it was sent and a copy button. */
function PayLinkCard({ answer, onClose }: { answer: PayLinkResponse; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const date = useInvoiceDate();
  const [copied, setCopied] = useState(false);
  const headingId = useId();
  const channels = answer.sentTo.map((channel) => t(`admin.channels.${channel as 'email'}`)).join(', ');
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-card p-4"
      aria-live="polite"
    >
      <h2 id={headingId} className="font-semibold">
        {t('admin.linkTitle', { number: answer.invoice.number })}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t('admin.linkHint', { date: answer.invoice.payLinkExpiresAt ? date(answer.invoice.payLinkExpiresAt) : '' })}
      </p>
      <Input
        readOnly
        value={answer.payUrl}
        aria-label={t('admin.linkTitle', { number: answer.invoice.number })}
        onFocus={(event) => event.target.select()}
      />
      <p className="text-sm">{answer.sentTo.length > 0 ? t('admin.sentTo', { channels }) : t('admin.notSent')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() =>
            void navigator.clipboard.writeText(answer.payUrl).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('admin.copied') : t('admin.copy')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('pay.close')}
        </Button>
      </div>
    </section>
  );
}
