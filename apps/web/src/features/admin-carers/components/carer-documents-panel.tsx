import { CARER_DOCUMENT_KINDS, CARER_DOCUMENT_LIMITS } from '@sante/shared/doctor-constants';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCarerDocuments, useUploadCarerDocument } from '../api/admin-carers';
import './register-carers-catalogues';

/** The onboarding documents staff check before verifying a carer: one of each kind, replaced by a new upload. */
export function CarerDocumentsPanel({ carerId, name }: { carerId: string; name: string }) {
  const { t, i18n } = useTranslation('carers');
  const { t: tc } = useTranslation();
  const documents = useCarerDocuments(carerId);
  const upload = useUploadCarerDocument(carerId);
  return (
    <section aria-labelledby="carer-documents-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <h2 id="carer-documents-title" className="text-lg font-semibold">
        {t('documents.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('documents.hint')}</p>
      {documents.isPending && <Spinner label={tc('common.loading')} />}
      {documents.isError && <Alert variant="destructive">{t('documents.loadError')}</Alert>}
      {documents.isSuccess && (
        <ul className="flex flex-col divide-y">
          {CARER_DOCUMENT_KINDS.map((kind) => {
            const document = documents.data.find((candidate) => candidate.kind === kind);
            const label = t(`documents.kinds.${kind}`);
            return (
              <li key={kind} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="flex flex-col">
                  <span className="font-medium">{label}</span>
                  <span className="text-xs text-muted-foreground">
                    {document
                      ? t('documents.uploaded', { date: formatDateTime(new Date(document.uploadedAt), i18n.language) })
                      : t('documents.missing')}
                  </span>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {document && (
                    <a
                      href={document.url}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex min-h-11 items-center rounded-md px-3 text-sm text-primary hover:underline sm:min-h-9"
                    >
                      {t('documents.open')}
                      <span className="sr-only">
                        {' '}
                        {label} {name}
                      </span>
                    </a>
                  )}
                  <label className="inline-flex min-h-11 cursor-pointer items-center rounded-md border px-3 text-sm font-medium hover:bg-accent focus-within:outline-2 focus-within:outline-ring sm:min-h-9">
                    {document ? t('documents.replace') : t('documents.upload')}
                    <span className="sr-only"> {label}</span>
                    <input
                      type="file"
                      className="sr-only"
                      accept={CARER_DOCUMENT_LIMITS.mimeTypes.join(',')}
                      disabled={upload.isPending}
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        event.target.value = '';
                        if (file)
                          upload.mutate({ kind, file }, { onSuccess: () => notifySuccess(t('documents.saved')) });
                      }}
                    />
                  </label>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <FormError error={upload.error} />
    </section>
  );
}
