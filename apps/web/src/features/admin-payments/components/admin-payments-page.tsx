import {
  isFinalPaymentStatus,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  type AdminPaymentView,
} from '@sante/shared/payment-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatFcfa } from '../../../lib/format-money';
import { notifyError } from '../../../lib/notify';
import { registerCatalogues } from '../../../lib/register-catalogues';
import frAdmin from '../../../locales/fr/admin.json';
import frPlanning from '../../../locales/fr/planning.json';
import { ADMIN_PAYMENTS_LIMIT, useAdminPayments, useRefundDuePushes, type PaymentFilters } from '../api/admin-payments';
import { PaymentStatusBadge, usePaymentText } from './payment-text';
import { ReconcileDialog } from './reconcile-dialog';
import { RefundDialog } from './refund-dialog';

registerCatalogues('planning', { fr: frPlanning, en: () => import('../../../locales/en/planning.json') });
registerCatalogues('admin', { fr: frAdmin, en: () => import('../../../locales/en/admin.json') });

const FILTERS = [
  { name: 'status', values: PAYMENT_STATUSES, labels: 'statuses' },
  { name: 'provider', values: PAYMENT_PROVIDERS, labels: 'providers' },
  { name: 'method', values: PAYMENT_METHODS, labels: 'methods' },
] as const;

function usePaymentFilterParams() {
  const [params, setParams] = useSearchParams();
  const pick = (values: readonly string[], name: string) => values.find((value) => value === params.get(name)) ?? '';
  const filters: PaymentFilters = {
    status: pick(PAYMENT_STATUSES, 'status'),
    provider: pick(PAYMENT_PROVIDERS, 'provider'),
    method: pick(PAYMENT_METHODS, 'method'),
    refundDue: params.get('refundDue') === 'true' ? 'true' : '',
    q: params.get('q') ?? '',
  };
  const setFilter = (name: keyof PaymentFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return { filters, setFilter, reset: () => setParams(new URLSearchParams(), { replace: true }) };
}

/**
 * `/admin/paiements`: every payment with its provider, method, status and reference; "Rapprocher" when stuck,
 * "Enregistrer le remboursement" for a success (marked "À rembourser", with why, when it paid a payable already
 * settled or a booking since cancelled; staff on the page are told of a new one live).
 */
export function AdminPaymentsPage() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { filters, setFilter, reset } = usePaymentFilterParams();
  const payments = useAdminPayments(filters);
  const [reconciling, setReconciling] = useState<AdminPaymentView | null>(null);
  const [refunding, setRefunding] = useState<AdminPaymentView | null>(null);
  const text = usePaymentText();
  useRefundDuePushes((message) => notifyError(t('payments.refundDuePushed', { context: message.reason })));
  const actions = (payment: AdminPaymentView) => {
    if (!isFinalPaymentStatus(payment.status)) {
      return (
        <Button size="sm" variant="outline" onClick={() => setReconciling(payment)}>
          {t('payments.reconcile')}
        </Button>
      );
    }
    if (payment.status !== 'succeeded') return null;
    return (
      <Button size="sm" variant={payment.refundDue ? 'default' : 'ghost'} onClick={() => setRefunding(payment)}>
        {t('payments.refund')}
      </Button>
    );
  };
  const status = (payment: AdminPaymentView) => (
    <span className="flex flex-wrap gap-1">
      <PaymentStatusBadge status={payment.status} />
      {payment.refundDue && (
        <span className="inline-block rounded-full border border-amber-500/50 bg-amber-500/10 px-2 py-0.5 text-xs font-medium text-amber-800 dark:text-amber-200">
          {t('payments.refundDue')}
        </span>
      )}
      {payment.refundReason && (
        <span className="block w-full text-xs text-muted-foreground">
          {t(`payments.refundReasons.${payment.refundReason}`)}
        </span>
      )}
    </span>
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('payments.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('payments.description')}</p>
      </header>
      <fieldset className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <legend className="px-1 text-sm font-medium">{t('filters.legend')}</legend>
        <FormField id="payment-filter-q" label={t('payments.search')} className="sm:col-span-2 lg:col-span-1">
          {(control) => (
            <Input
              {...control}
              type="search"
              placeholder={t('payments.searchPlaceholder')}
              value={filters.q}
              onChange={(event) => setFilter('q', event.target.value)}
            />
          )}
        </FormField>
        {FILTERS.map((filter) => (
          <FormField key={filter.name} id={`payment-filter-${filter.name}`} label={t(`payments.${filter.name}`)}>
            {(control) => (
              <Select
                {...control}
                value={filters[filter.name]}
                onChange={(event) => setFilter(filter.name, event.target.value)}
              >
                <option value="">{t('filters.all')}</option>
                {filter.values.map((value) => (
                  <option key={value} value={value}>
                    {t(`payments.${filter.labels}.${value}` as 'payments.statuses.pending')}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        ))}
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm lg:pb-2">
          <Checkbox
            checked={filters.refundDue === 'true'}
            onChange={(event) => setFilter('refundDue', event.target.checked ? 'true' : '')}
          />
          {t('payments.refundDueOnly')}
        </label>
        <Button variant="ghost" onClick={reset} disabled={!Object.values(filters).some(Boolean)}>
          {t('filters.reset')}
        </Button>
      </fieldset>

      {payments.isPending && <Spinner label={tc('common.loading')} />}
      {payments.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
      {payments.isSuccess && payments.data.length === 0 && <Alert>{t('payments.empty')}</Alert>}
      {payments.isSuccess && payments.data.length >= ADMIN_PAYMENTS_LIMIT && (
        <p className="text-sm text-muted-foreground">{t('payments.limitNote', { count: ADMIN_PAYMENTS_LIMIT })}</p>
      )}
      {payments.isSuccess && payments.data.length > 0 && (
        <>
          <div className="hidden overflow-x-auto rounded-xl border bg-card lg:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('payments.caption')}</caption>
              <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
                <tr>
                  {(['date', 'patient', 'payable', 'provider', 'method', 'reference', 'status'] as const).map(
                    (column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-medium">
                        {t(`payments.${column}`)}
                      </th>
                    ),
                  )}
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('payments.amount')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('table.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {payments.data.map((payment) => {
                  const row = text(payment);
                  return (
                    <tr key={payment.id} className="border-b align-top last:border-0">
                      <td className="px-3 py-3 whitespace-nowrap">{row.date}</td>
                      <td className="px-3 py-3">
                        <span className="block">{row.patient}</span>
                        {payment.patientPhone && (
                          <span className="text-xs whitespace-nowrap text-muted-foreground">
                            {payment.patientPhone}
                          </span>
                        )}
                      </td>
                      <td className="px-3 py-3">{row.payable}</td>
                      <td className="px-3 py-3">{row.provider}</td>
                      <td className="px-3 py-3">
                        <span className="block">{row.method}</span>
                        {payment.phone && <span className="text-xs text-muted-foreground">{payment.phone}</span>}
                      </td>
                      <td className="max-w-48 px-3 py-3 font-mono text-xs break-all">{row.reference}</td>
                      <td className="px-3 py-3">
                        {status(payment)}
                        {row.failure && <span className="mt-1 block text-xs text-muted-foreground">{row.failure}</span>}
                      </td>
                      <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                        {formatFcfa(payment.amount)}
                      </td>
                      <td className="px-3 py-3">{actions(payment)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 lg:hidden">
            {payments.data.map((payment) => {
              const row = text(payment);
              return (
                <li key={payment.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm">
                  <div className="flex items-start justify-between gap-2">
                    <div>
                      <p className="text-lg font-semibold tabular-nums">{formatFcfa(payment.amount)}</p>
                      <p className="text-sm text-muted-foreground">{row.date}</p>
                    </div>
                    {status(payment)}
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">{t('payments.patient')}</dt>
                    <dd>
                      {row.patient}
                      {payment.patientPhone && <span className="block">{payment.patientPhone}</span>}
                    </dd>
                    <dt className="text-muted-foreground">{t('payments.payable')}</dt>
                    <dd>{row.payable}</dd>
                    <dt className="text-muted-foreground">{t('payments.provider')}</dt>
                    <dd>
                      {row.provider} · {row.method}
                    </dd>
                    {payment.phone && (
                      <>
                        <dt className="text-muted-foreground">{t('payments.payingPhone')}</dt>
                        <dd>{payment.phone}</dd>
                      </>
                    )}
                    <dt className="text-muted-foreground">{t('payments.reference')}</dt>
                    <dd className="font-mono text-xs break-all">{row.reference}</dd>
                  </dl>
                  {row.failure && <p className="text-xs text-muted-foreground">{row.failure}</p>}
                  {actions(payment)}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {reconciling && <ReconcileDialog payment={reconciling} onClose={() => setReconciling(null)} />}
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </div>
  );
}
