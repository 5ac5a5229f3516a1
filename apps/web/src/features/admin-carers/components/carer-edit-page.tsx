import { formatCameroonPhone } from '@sante/shared/phone';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useAdminCarer, useUpdateCarer } from '../api/admin-carers';
import { CarerDocumentsPanel } from './carer-documents-panel';
import { CarerForm } from './carer-form';
import { CarerStatusPanel } from './carer-status-panel';
import './register-carers-catalogues';

/** `/admin/medecins/edit/{id}`: the carer's status (verify, suspend, delete) and their profile, Ordre number included. */
export function CarerEditPage() {
  const { t } = useTranslation('carers');
  const { t: tc } = useTranslation();
  const id = useParams().id ?? '';
  const carer = useAdminCarer(id);
  const update = useUpdateCarer(id);
  const back = (
    <Link to="/admin/medecins" className="flex min-h-11 w-fit items-center gap-1 text-sm text-primary hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('edit.back')}
    </Link>
  );
  if (carer.isPending) return <Spinner label={tc('common.loading')} />;
  if (carer.isError) {
    const missing = carer.error instanceof ApiError && carer.error.status === 404;
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        {back}
        <Alert variant="destructive">{missing ? t('edit.notFound') : t('edit.loadError')}</Alert>
      </div>
    );
  }
  const name = `${carer.data.firstName} ${carer.data.lastName}`;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      {back}
      <h1 className="text-2xl leading-tight font-semibold">{t('edit.title', { name })}</h1>
      <p data-testid="carer-payout" className="text-sm text-muted-foreground">
        {carer.data.payoutPhone
          ? t('edit.payout', { phone: formatCameroonPhone(carer.data.payoutPhone) })
          : t('edit.payoutNone')}
      </p>
      <CarerStatusPanel carer={carer.data} />
      <CarerDocumentsPanel carerId={carer.data.id} name={name} />
      <CarerForm
        key={carer.data.id}
        carer={carer.data}
        submitLabel={t('edit.submit')}
        pending={update.isPending}
        error={update.error}
        onSubmit={async (values) => {
          await update.mutateAsync(values);
          notifySuccess(t('edit.saved'));
        }}
      />
    </div>
  );
}
