import { PAY_LINK_DAYS, type PayLinkResponse } from '@sante/shared/invoice-constants';
import type { TCreateCustomInvoiceRequest } from '@sante/shared/invoice-schemas';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { formatFcfa } from '../../../lib/format-money';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useCreateCustomInvoice } from '../api/invoices';

const form = lazyResolver(() => import('./custom-invoice-schema').then((m) => m.customInvoiceResolver));
type FormValues = TCreateCustomInvoiceRequest;
type Created = (answer: PayLinkResponse) => void;

const EMPTY_LINE = { label: '', quantity: 1, unitPriceXaf: '' as unknown as number };
const FIELDS: Path<FormValues>[] = [
  'recipientKind',
  'phone',
  'recipientName',
  'recipientEmail',
  'note',
  'linkValidDays',
];

/** Staff's custom invoice: to a registered patient (by phone) or to someone without an account, with its lines. */
export function CustomInvoiceForm({ onCreated, onClose }: { onCreated: Created; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const { t: tc } = useTranslation();
  const create = useCreateCustomInvoice();
  const { register, control, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: form.resolver,
    defaultValues: {
      recipientKind: 'other',
      phone: '',
      recipientName: '',
      recipientEmail: '',
      lines: [EMPTY_LINE],
      note: '',
      linkValidDays: PAY_LINK_DAYS.default,
    },
  });
  const lines = useFieldArray({ control, name: 'lines' });
  const [kind, watchedLines] = useWatch({ control, name: ['recipientKind', 'lines'] });
  const total = watchedLines.reduce(
    (sum, line) => sum + (Number(line.quantity) || 0) * (Number(line.unitPriceXaf) || 0),
    0,
  );
  const errorsOf = (name: Path<FormValues>) => {
    const parts = name.split('.');
    let node: unknown = formState.errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return fieldMessages(tc, node as Parameters<typeof fieldMessages>[1]);
  };

  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: onCreated,
      onError: (error) => {
        const lineFields = values.lines.flatMap((_, index) =>
          (['label', 'quantity', 'unitPriceXaf'] as const).map(
            (field) => `lines.${index}.${field}` as Path<FormValues>,
          ),
        );
        applyServerErrors(error, setError, [...FIELDS, ...lineFields]);
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={form.preload}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4"
    >
      <header>
        <h2 className="text-lg font-semibold">{t('admin.create.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('admin.create.description')}</p>
      </header>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('admin.create.recipientLegend')}</legend>
        {(['other', 'patient'] as const).map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input type="radio" value={value} {...register('recipientKind')} className="accent-primary" />
            {t(value === 'patient' ? 'admin.create.recipientPatient' : 'admin.create.recipientOther')}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="invoice-phone" label={t('admin.create.phone')} errors={errorsOf('phone')}>
          {(field) => <Input {...field} type="tel" inputMode="tel" {...register('phone')} />}
        </FormField>
        {kind === 'other' && (
          <>
            <FormField
              id="invoice-recipient-name"
              label={t('admin.create.recipientName')}
              errors={errorsOf('recipientName')}
            >
              {(field) => <Input {...field} autoComplete="off" {...register('recipientName')} />}
            </FormField>
            <FormField
              id="invoice-recipient-email"
              label={t('admin.create.recipientEmail')}
              errors={errorsOf('recipientEmail')}
            >
              {(field) => <Input {...field} type="email" {...register('recipientEmail')} />}
            </FormField>
          </>
        )}
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{t('admin.create.linesLegend')}</legend>
        {lines.fields.map((line, index) => (
          <div
            key={line.id}
            className="grid grid-cols-2 gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_6rem_9rem_auto] sm:items-end"
          >
            <FormField
              id={`invoice-line-${index}-label`}
              label={t('admin.create.label')}
              errors={errorsOf(`lines.${index}.label`)}
              className="col-span-2 sm:col-span-1"
            >
              {(field) => <Input {...field} {...register(`lines.${index}.label`)} />}
            </FormField>
            <FormField
              id={`invoice-line-${index}-quantity`}
              label={t('admin.create.quantity')}
              errors={errorsOf(`lines.${index}.quantity`)}
            >
              {(field) => (
                <Input {...field} type="number" min={1} inputMode="numeric" {...register(`lines.${index}.quantity`)} />
              )}
            </FormField>
            <FormField
              id={`invoice-line-${index}-price`}
              label={t('admin.create.unitPrice')}
              errors={errorsOf(`lines.${index}.unitPriceXaf`)}
            >
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  min={1}
                  inputMode="numeric"
                  {...register(`lines.${index}.unitPriceXaf`)}
                />
              )}
            </FormField>
            {lines.fields.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="col-span-2 sm:col-span-1"
                onClick={() => lines.remove(index)}
              >
                {t('admin.create.removeLine', { index: index + 1 })}
              </Button>
            )}
          </div>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => lines.append(EMPTY_LINE)}
            disabled={lines.fields.length >= 20}
          >
            {t('admin.create.addLine')}
          </Button>
          <p className="font-semibold tabular-nums" aria-live="polite">
            {t('admin.create.total', { amount: formatFcfa(total) })}
          </p>
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <FormField id="invoice-note" label={t('admin.create.note')} errors={errorsOf('note')}>
          {(field) => <Input {...field} maxLength={500} {...register('note')} />}
        </FormField>
        <FormField id="invoice-link-days" label={t('admin.create.linkValidDays')} errors={errorsOf('linkValidDays')}>
          {(field) => (
            <Input
              {...field}
              type="number"
              min={PAY_LINK_DAYS.min}
              max={PAY_LINK_DAYS.max}
              inputMode="numeric"
              {...register('linkValidDays')}
            />
          )}
        </FormField>
      </div>
      <FormError error={create.error} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('admin.create.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {t('admin.create.submit')}
        </Button>
      </div>
    </form>
  );
}
