import type { ExamRequest, MedicineLine } from '@sante/shared/prescription-constants';
import { useTranslation } from 'react-i18next';
import './register-prescription-catalogues';

/** The medicines and requests of a prescription, as the verification page and the patient read them. */
export function PrescriptionLines({
  medicines,
  exams,
  headingLevel = 3,
}: {
  medicines: MedicineLine[];
  exams: ExamRequest[];
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation('prescriptions');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex flex-col gap-3">
      {medicines.length > 0 && (
        <section className="flex flex-col gap-2">
          <Heading className="font-semibold">{t('verification.medicines')}</Heading>
          <ol className="flex list-decimal flex-col gap-2 ps-5">
            {medicines.map((medicine, index) => (
              <li key={index}>
                <p className="font-medium">
                  {[medicine.name, medicine.strength].filter(Boolean).join(' ')} · {t(`forms.${medicine.form}`)}
                </p>
                <p className="text-sm text-muted-foreground">{t('medicineSummary', medicine)}</p>
                {medicine.instructions && <p className="text-sm italic">{medicine.instructions}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
      {exams.length > 0 && (
        <section className="flex flex-col gap-2">
          <Heading className="font-semibold">{t('verification.exams')}</Heading>
          <ul className="flex list-disc flex-col gap-1 ps-5">
            {exams.map((exam, index) => (
              <li key={index}>
                {t('examLine', { kind: t(`examKinds.${exam.kind}`), label: exam.label })}
                {exam.instructions && <span className="text-sm text-muted-foreground"> — {exam.instructions}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
