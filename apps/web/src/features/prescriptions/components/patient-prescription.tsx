import type { PrescriptionView } from '@sante/shared/prescription-constants';
import { FileDown, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCarerName } from '../../../lib/use-carer-name';
import { prescriptionPdfHref, useMyPrescriptions } from '../api/prescriptions';
import { signedDay, verificationUrl, whatsappShareHref } from '../lib/prescription-format';
import { PrescriptionLines } from './prescription-lines';
import './register-prescription-catalogues';

/** One signed prescription as its patient reads it: who and when, the lines, the PDF and « Envoyer à ma pharmacie ». */
export function PrescriptionSummary({
  prescription,
  headingId,
  headingLevel,
}: {
  prescription: PrescriptionView;
  headingId: string;
  headingLevel: 2 | 3;
}) {
  const { t, i18n } = useTranslation('prescriptions');
  const name = useCarerName();
  const Heading = `h${headingLevel}` as const;
  const url = prescription.verificationCode
    ? verificationUrl(window.location.origin, prescription.verificationCode)
    : null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border p-3 text-sm">
      <div className="flex flex-col">
        <Heading id={headingId} className="font-semibold">
          {t('patient.title')}
        </Heading>
        {prescription.prescriber && prescription.signedAt && (
          <p className="text-muted-foreground">
            {t('patient.signedBy', {
              date: signedDay(prescription.signedAt, i18n.language),
              doctor: name(prescription.prescriber),
            })}
          </p>
        )}
        {prescription.dispensedAt && (
          <p className="font-medium">
            {t('patient.dispensed', { date: signedDay(prescription.dispensedAt, i18n.language) })}
          </p>
        )}
      </div>
      <PrescriptionLines medicines={prescription.medicines} exams={prescription.exams} headingLevel={4} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <a href={prescriptionPdfHref(prescription.id)} download className={buttonVariants({ variant: 'default' })}>
          <FileDown aria-hidden="true" />
          {t('patient.download')}
        </a>
        {url && (
          <a
            href={whatsappShareHref(t('patient.shareText', { url }))}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline' })}
          >
            <Send aria-hidden="true" />
            {t('patient.share')}
          </a>
        )}
      </div>
      {url && <p className="text-xs text-muted-foreground">{t('patient.shareHint')}</p>}
    </section>
  );
}

/** The prescription of one consultation card (from the patient's list of signed prescriptions, fetched once). */
export function ConsultationPrescription({ prescriptionId, headingId }: { prescriptionId: string; headingId: string }) {
  const { t } = useTranslation('prescriptions');
  const prescriptions = useMyPrescriptions();
  if (prescriptions.isPending) return <Spinner label={t('form.loading')} />;
  if (prescriptions.isError)
    return (
      <QueryError
        error={prescriptions.error}
        onRetry={() => void prescriptions.refetch()}
        retrying={prescriptions.isFetching}
      >
        {t('patient.loadError')}
      </QueryError>
    );
  const prescription = prescriptions.data.find((candidate) => candidate.id === prescriptionId);
  if (!prescription) return null;
  return <PrescriptionSummary prescription={prescription} headingId={headingId} headingLevel={3} />;
}

/** `/patient/dossier?section=prescriptions`: every signed prescription, newest first (under the section's title). */
export function MyPrescriptionsSection() {
  const { t } = useTranslation('prescriptions');
  const prescriptions = useMyPrescriptions();
  return (
    <>
      {prescriptions.isPending ? (
        <Spinner label={t('form.loading')} />
      ) : prescriptions.isError ? (
        <QueryError
          error={prescriptions.error}
          onRetry={() => void prescriptions.refetch()}
          retrying={prescriptions.isFetching}
        >
          {t('patient.loadError')}
        </QueryError>
      ) : prescriptions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('patient.listEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {prescriptions.data.map((prescription) => (
            <li key={prescription.id}>
              <PrescriptionSummary prescription={prescription} headingId={`rx-${prescription.id}`} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
