import { doualaToday } from '@sante/shared/calendar-date';
import { Download, FileCheck2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { formatFcfa } from '../../../lib/format-money';
import {
  statementFileHref,
  useCommissionStatement,
  useIssueCommissionStatement,
  useStatementPharmacies,
} from '../api/statement-queries';

/** The month before this one in Douala (`2026-10` in November 2026): the first a statement can be issued for. */
function lastMonth(): string {
  const [year = 0, month = 1] = doualaToday().split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

const COLUMNS = ['order', 'handedOver', 'sales', 'commission', 'vat', 'net'] as const;

/**
 * `/admin/eshop/commandes?vue=commissions` (`shop_orders.manage`, ADR 053): a partner pharmacy's month, the orders
 * it handed over with the platform's commission, its VAT and the net due; once the month is over, the statement
 * numbered like the invoices, downloaded as PDF or CSV.
 */
export function CommissionsPanel() {
  const { t, i18n } = useTranslation('shop');
  const pharmacies = useStatementPharmacies();
  const [chosen, setChosen] = useState('');
  const [month, setMonth] = useState(lastMonth);
  const pharmacyId = chosen || pharmacies.data?.pharmacies[0]?.id || '';
  const statement = useCommissionStatement({ pharmacyId, month });
  const issue = useIssueCommissionStatement();
  const data = statement.data;
  return (
    <section aria-labelledby="commissions-title" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 id="commissions-title" className="text-xl font-semibold">
          {t('statements.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('statements.description')}</p>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <FormField id="statement-pharmacy" label={t('statements.pharmacy')}>
          {(field) => (
            <Select {...field} value={pharmacyId} onChange={(event) => setChosen(event.target.value)}>
              {(pharmacies.data?.pharmacies ?? []).map((pharmacy) => (
                <option key={pharmacy.id} value={pharmacy.id}>
                  {pharmacy.name} ({pharmacy.city})
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="statement-month" label={t('statements.month')}>
          {(field) => (
            <Input
              {...field}
              type="month"
              className="w-44"
              value={month}
              max={doualaToday().slice(0, 7)}
              onChange={(event) => event.target.value && setMonth(event.target.value)}
            />
          )}
        </FormField>
      </div>
      {(pharmacies.isPending || statement.isPending) && pharmacyId !== '' && <Spinner label={t('results.loading')} />}
      <FormError error={pharmacies.error ?? statement.error} />
      {data && (
        <>
          {data.orders.length === 0 ? (
            <Alert>{t('statements.empty')}</Alert>
          ) : (
            <div
              className="overflow-x-auto rounded-lg border border-border bg-card"
              tabIndex={0}
              role="region"
              aria-labelledby="statement-caption"
            >
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption id="statement-caption" className="sr-only">
                  {t('statements.caption', { pharmacy: data.pharmacy.name, month: data.month })}
                </caption>
                <thead className="border-b border-border bg-muted/50">
                  <tr>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-medium">
                        {t(`statements.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {data.orders.map((order) => (
                    <tr key={order.orderId}>
                      <th scope="row" className="px-3 py-2 font-medium">
                        {order.number}
                      </th>
                      <td className="px-3 py-2">{formatDateTime(new Date(order.handedOverAt), i18n.language)}</td>
                      <td className="px-3 py-2 tabular-nums">{formatFcfa(order.salesXaf)}</td>
                      <td className="px-3 py-2 tabular-nums">{formatFcfa(order.commissionXaf)}</td>
                      <td className="px-3 py-2 tabular-nums">{formatFcfa(order.commissionVatXaf)}</td>
                      <td className="px-3 py-2 tabular-nums">{formatFcfa(order.netDueXaf)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg border border-border bg-card p-4 text-sm">
            <dt>{t('statements.totals.orders')}</dt>
            <dd className="text-right tabular-nums">{data.totals.orders}</dd>
            <dt>{t('statements.totals.sales')}</dt>
            <dd className="text-right tabular-nums">{formatFcfa(data.totals.salesXaf)}</dd>
            <dt>{t('statements.totals.commission')}</dt>
            <dd className="text-right tabular-nums">{formatFcfa(data.totals.commissionXaf)}</dd>
            <dt>{t('statements.totals.vat')}</dt>
            <dd className="text-right tabular-nums">{formatFcfa(data.totals.commissionVatXaf)}</dd>
            <dt>{t('statements.totals.commissionTtc')}</dt>
            <dd className="text-right tabular-nums">{formatFcfa(data.totals.commissionTtcXaf)}</dd>
            <dt className="font-semibold">{t('statements.totals.net')}</dt>
            <dd className="text-right font-semibold tabular-nums">{formatFcfa(data.totals.netDueXaf)}</dd>
          </dl>
          {data.invoice ? (
            <div className="flex flex-col gap-2">
              <p className="text-sm font-medium">
                {t('statements.issued', {
                  number: data.invoice.number,
                  when: formatDateTime(new Date(data.invoice.issuedAt), i18n.language),
                })}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <a href={statementFileHref(data.invoice.id, 'pdf')} download>
                    <Download aria-hidden="true" />
                    {t('statements.pdf')}
                  </a>
                </Button>
                <Button asChild variant="outline">
                  <a href={statementFileHref(data.invoice.id, 'csv')} download>
                    <Download aria-hidden="true" />
                    {t('statements.csv')}
                  </a>
                </Button>
              </div>
            </div>
          ) : !data.closed ? (
            <p className="text-sm text-muted-foreground">{t('statements.open')}</p>
          ) : (
            data.orders.length > 0 && (
              <div className="flex flex-col gap-2">
                <FormError error={issue.error} />
                <Button disabled={issue.isPending} onClick={() => issue.mutate({ pharmacyId, month })}>
                  <FileCheck2 aria-hidden="true" />
                  {t('statements.issue')}
                </Button>
              </div>
            )
          )}
        </>
      )}
    </section>
  );
}
