import { SERVICE_KINDS, type CatalogueService } from '@sante/shared/catalogue-constants';
import type { TServiceRequest } from '@sante/shared/service-schemas';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useSaveService } from '../api/admin-services';

const form = lazyResolver(() => import('./service-form-schema').then((m) => m.serviceResolver));
const FIELDS: Path<TServiceRequest>[] = ['kind', 'nameFr', 'nameEn', 'priceXaf', 'durationMinutes', 'sortOrder'];

/**
 * Creates a service, or edits one: the shared schema checks it before the server does. Nobody types a code: the
 * server makes it from the French name.
 */
export function ServiceForm({ service, onDone }: { service: CatalogueService | null; onDone: () => void }) {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation();
  const save = useSaveService();
  const { register, handleSubmit, setError, formState } = useForm<TServiceRequest>({
    resolver: form.resolver,
    defaultValues: service ?? {
      kind: 'home_visit',
      nameFr: '',
      nameEn: '',
      priceXaf: '' as unknown as number,
      durationMinutes: 30,
      active: true,
      sortOrder: 0,
    },
  });
  const errors = (name: Path<TServiceRequest>) =>
    fieldMessages(tc, formState.errors[name as keyof typeof formState.errors] as Parameters<typeof fieldMessages>[1]);
  const submit = handleSubmit((input) =>
    save.mutate(
      { id: service?.id ?? null, input },
      {
        onSuccess: () => {
          notifySuccess(t('saved'));
          onDone();
        },
        onError: (error) => applyServerErrors(error, setError, FIELDS),
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={form.preload}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4"
    >
      <h2 className="text-lg font-semibold">
        {service ? t('form.editTitle', { name: service.nameFr }) : t('form.createTitle')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="service-kind" label={t('form.kind')} errors={errors('kind')}>
          {(field) => (
            <Select {...field} {...register('kind')}>
              {SERVICE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="service-name-fr" label={t('form.nameFr')} errors={errors('nameFr')}>
          {(field) => <Input {...field} {...register('nameFr')} />}
        </FormField>
        <FormField id="service-name-en" label={t('form.nameEn')} errors={errors('nameEn')}>
          {(field) => <Input {...field} {...register('nameEn')} />}
        </FormField>
        <FormField id="service-price" label={t('form.price')} errors={errors('priceXaf')}>
          {(field) => <Input {...field} type="number" min={0} inputMode="numeric" {...register('priceXaf')} />}
        </FormField>
        <FormField id="service-duration" label={t('form.duration')} errors={errors('durationMinutes')}>
          {(field) => <Input {...field} type="number" min={5} inputMode="numeric" {...register('durationMinutes')} />}
        </FormField>
        <FormField id="service-order" label={t('form.sortOrder')} errors={errors('sortOrder')}>
          {(field) => <Input {...field} type="number" min={0} inputMode="numeric" {...register('sortOrder')} />}
        </FormField>
        <FormField id="service-active" label={t('form.activeLabel')} inline className="self-end">
          {(field) => <Checkbox {...field} {...register('active')} />}
        </FormField>
      </div>
      <FormError error={save.error} fieldCodes={['validation_failed']} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
