import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { useCreateCarer } from '../api/admin-carers';
import { CarerForm } from './carer-form';
import './register-carers-catalogues';

/** `/admin/medecins/create`: a doctor or nurse created « à vérifier », invited by e-mail, then opened for verification. */
export function CarerCreatePage() {
  const { t } = useTranslation('carers');
  const navigate = useNavigate();
  const create = useCreateCarer();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('create.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('create.description')}</p>
      </header>
      <CarerForm
        carer={null}
        submitLabel={t('create.submit')}
        pending={create.isPending}
        error={create.error}
        onSubmit={async (values) => {
          const carer = await create.mutateAsync({ ...values, email: values.email ?? '', phone: values.phone ?? '' });
          notifySuccess(t('create.done', { email: carer.email ?? '' }));
          await navigate(`/admin/medecins/edit/${carer.id}`);
        }}
      />
    </div>
  );
}
