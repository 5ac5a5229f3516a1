import { carerName } from '@sante/shared/carer-name';
import { VITAL_SIGNS, type ConsultationNote, type VitalSigns } from '@sante/shared/clinic-constants';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import './register-planning-catalogues';

const TEXT_FIELDS = ['reason', 'history', 'examination', 'diagnosis', 'plan', 'patientSummary'] as const;

/** The vital signs typed, as « T 39,2 °C · FC 104/min … » in the reader's language. */
export function VitalsLine({ vitals }: { vitals: VitalSigns }) {
  const { t, i18n } = useTranslation('planning');
  const number = new Intl.NumberFormat(i18n.language);
  const parts = VITAL_SIGNS.flatMap((sign) => {
    const value = vitals[sign];
    if (value === undefined || sign === 'diastolic') return [];
    if (sign === 'systolic')
      return [t('note.vitalsShort.bloodPressure', { systolic: value, diastolic: vitals.diastolic ?? '?' })];
    return [t(`note.vitalsShort.${sign}`, { value: number.format(value) })];
  });
  if (parts.length === 0) return null;
  return <p className="text-sm">{parts.join(' · ')}</p>;
}

/** A signed (or draft) note read-only: its sections, then its amendments with reason, author and time. */
export function ConsultationNoteDetails({ note }: { note: ConsultationNote }) {
  const { t, i18n } = useTranslation('planning');
  const language = i18n.language;
  return (
    <div className="flex flex-col gap-3">
      <dl className="flex flex-col gap-2 text-sm">
        {TEXT_FIELDS.map((field) =>
          note[field] ? (
            <div key={field}>
              <dt className="font-medium text-muted-foreground">{t(`note.fields.${field}`)}</dt>
              <dd className="break-words whitespace-pre-line">
                {note[field]}
                {field === 'diagnosis' && note.icd10Code ? ` (${t('note.icd10Short')} ${note.icd10Code})` : ''}
              </dd>
            </div>
          ) : null,
        )}
        {Object.keys(note.vitals).length > 0 && (
          <div>
            <dt className="font-medium text-muted-foreground">{t('note.fields.vitals')}</dt>
            <dd>
              <VitalsLine vitals={note.vitals} />
            </dd>
          </div>
        )}
      </dl>
      {note.amendments.length > 0 && (
        <section aria-label={t('note.amendments')} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t('note.amendments')}</h3>
          <ol className="flex flex-col gap-2">
            {note.amendments.map((amendment) => (
              <li key={amendment.id} className="rounded-lg border-l-4 border-primary/60 bg-muted/40 p-3 text-sm">
                <p className="text-xs text-muted-foreground">
                  {t('note.amendedBy', {
                    name: amendment.author ? carerName(amendment.author, language) : t('note.unknownAuthor'),
                    date: formatDateTime(new Date(amendment.createdAt), language),
                  })}
                </p>
                <p className="font-medium">{t('note.amendmentReasonLine', { reason: amendment.reason })}</p>
                <p className="break-words whitespace-pre-line">{amendment.text}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
