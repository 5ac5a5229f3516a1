import type { RecordPrescription } from '@sante/shared/prescription-constants';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCarerName } from '../../../lib/use-carer-name';
import { recordPrescriptionPdfHref, useRecordPrescriptions } from '../api/prescriptions';
import { signedDay } from '../lib/prescription-format';
import { PrescriptionLines } from './prescription-lines';
import './register-prescription-catalogues';

/**
 * « Ordonnances » in the carer's record: loaded once the summary has come (which says how many there are), newest
 * first, « Ordonnances plus anciennes » for the next page. Each one opens on its lines; a signed one's PDF is the
 * patient's copy.
 */
export function RecordPrescriptionsSection({ patientId, count }: { patientId: string; count: number }) {
  const { t } = useTranslation('prescriptions');
  const pages = useRecordPrescriptions(patientId, count > 0);
  if (count === 0) return <p className="text-sm text-muted-foreground">{t('record.empty')}</p>;
  const prescriptions = pages.data?.pages.flatMap((page) => page.prescriptions) ?? [];
  return (
    <div className="flex flex-col gap-2">
      {prescriptions.length > 0 && (
        <ul className="flex flex-col divide-y">
          {prescriptions.map((prescription) => (
            <RecordPrescriptionItem key={prescription.id} patientId={patientId} prescription={prescription} />
          ))}
        </ul>
      )}
      {pages.isError && (
        <QueryError error={pages.error} onRetry={() => void pages.refetch()} retrying={pages.isFetching}>
          {t('record.loadError')}
        </QueryError>
      )}
      {(pages.isPending || pages.isFetchingNextPage) && <Spinner label={t('record.loading')} />}
      {pages.hasNextPage && !pages.isFetchingNextPage && (
        <Button variant="outline" className="self-start" onClick={() => void pages.fetchNextPage()}>
          {t('record.older')}
        </Button>
      )}
    </div>
  );
}

function RecordPrescriptionItem({ patientId, prescription }: { patientId: string; prescription: RecordPrescription }) {
  const { t, i18n } = useTranslation('prescriptions');
  const name = useCarerName();
  const date = signedDay(prescription.date, i18n.language);
  const doctor = name(prescription.prescriber);
  const signed = prescription.status === 'signed';
  const medicines = prescription.medicines.map((medicine) =>
    [medicine.name, medicine.strength].filter(Boolean).join(' '),
  );
  const exams = prescription.exams.length > 0 ? t('record.examCount', { count: prescription.exams.length }) : null;
  return (
    <li className="flex flex-col gap-2 py-3">
      <details>
        <summary className="flex min-h-11 cursor-pointer flex-col justify-center">
          <span className="font-medium">
            {signed ? t('patient.signedBy', { date, doctor }) : t('record.draftOf', { date, doctor })}
          </span>
          <span className="text-sm text-muted-foreground">
            {signed
              ? prescription.dispensedAt
                ? t('patient.dispensed', { date: signedDay(prescription.dispensedAt, i18n.language) })
                : t('record.notDispensed')
              : t('record.draft')}
          </span>
          <span className="text-sm break-words">{[...medicines, exams].filter(Boolean).join(' · ')}</span>
        </summary>
        <div className="pt-2 text-sm">
          <PrescriptionLines medicines={prescription.medicines} exams={prescription.exams} headingLevel={4} />
        </div>
      </details>
      {signed && (
        <a
          href={recordPrescriptionPdfHref(patientId, prescription.id)}
          download
          aria-label={t('record.pdfOf', { date })}
          className={`${buttonVariants({ variant: 'outline', size: 'sm' })} self-start`}
        >
          <FileDown aria-hidden="true" />
          {t('record.pdf')}
        </a>
      )}
    </li>
  );
}
