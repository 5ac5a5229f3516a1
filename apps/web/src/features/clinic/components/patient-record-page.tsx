import { carerName } from '@sante/shared/carer-name';
import type { PatientNote, PatientRecordSummary } from '@sante/shared/clinic-constants';
import type { HealthEntry, MedicalDocument } from '@sante/shared/medical-record-schemas';
import { ArrowLeft, Calculator, Download, FileText, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ContactLinks } from '../../../components/contact-links';
import { ItineraryLinks } from '../../../components/itinerary-links';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatDay } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../auth/api/session';
import { DoctorResultsSection } from '../../lab-results/components/doctor-results-section';
import { SavedScoresSection } from '../../clinical-scores/components/saved-scores-section';
import { ConsultationNoteDetails } from '../../planning/components/consultation-note-details';
import { RecordPrescriptionsSection } from '../../prescriptions/components/record-prescriptions-section';
import { usePatientDocuments, usePatientDocumentUrl, usePatientNotes, usePatientSummary } from '../api/clinic';
import { EmergencyAccessForm } from './emergency-access-form';
import './register-clinic-catalogues';

/**
 * `/dashboard-medecin/patients/{patientId}/dossier`: the summary first (one request), then the prescriptions and, on
 * demand, every note, result and document. Outside a care relationship the server answers 404: the screen says so
 * and offers « Accès d'urgence ».
 */
export function PatientRecordPage() {
  const { t } = useTranslation('clinic');
  const patientId = useParams().patientId ?? '';
  const summary = usePatientSummary(patientId);
  const refused = summary.error instanceof ApiError && summary.error.status === 404;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <Link
        to="/dashboard-medecin/patients"
        className="inline-flex min-h-11 w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('record.back')}
      </Link>
      {summary.isPending && <Spinner label={t('record.loading')} />}
      {refused && (
        <>
          <header className="flex flex-col gap-1">
            <h1 className="text-2xl leading-tight font-semibold">{t('record.refused.title')}</h1>
            <p className="text-sm text-muted-foreground">{t('record.refused.body')}</p>
          </header>
          <EmergencyAccessForm patientId={patientId} />
        </>
      )}
      {summary.isError && !refused && (
        <QueryError error={summary.error} onRetry={() => void summary.refetch()} retrying={summary.isFetching}>
          {t('record.loadError')}
        </QueryError>
      )}
      {summary.data && <RecordSummary summary={summary.data} />}
    </div>
  );
}

type SectionProps = { id: string; title: string; tone?: 'alert'; children: ReactNode };

function Section({ id, title, tone, children }: SectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground ${tone === 'alert' ? 'border-destructive/50' : ''}`}
    >
      <h2
        id={id}
        className={`flex items-center gap-2 text-lg font-semibold ${tone === 'alert' ? 'text-destructive' : ''}`}
      >
        {tone === 'alert' && <TriangleAlert aria-hidden="true" className="size-5" />}
        {title}
      </h2>
      {children}
    </section>
  );
}

function Entries({ entries, empty }: { entries: HealthEntry[]; empty: string }) {
  const { t, i18n } = useTranslation('clinic');
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.id}>
          <span className="font-medium">{entry.label}</span>
          {entry.startedOn && (
            <span className="text-muted-foreground">
              {' '}
              ({t('record.since', { date: formatDay(entry.startedOn, i18n.language) })})
            </span>
          )}
          {entry.note && <p className="text-muted-foreground">{entry.note}</p>}
        </li>
      ))}
    </ul>
  );
}

function RecordSummary({ summary }: { summary: PatientRecordSummary }) {
  const { t, i18n } = useTranslation('clinic');
  const viewerId = useSession().data?.user.id ?? null;
  const { patient, access, vaccination } = summary;
  const name = `${patient.firstName} ${patient.lastName}`;
  const language = i18n.language;
  const facts = [
    patient.age === null ? t('patients.ageUnknown') : t('patients.age', { count: patient.age }),
    patient.sex ? t(`patients.sexes.${patient.sex}`) : null,
    patient.dateOfBirth ? t('record.born', { date: formatDay(patient.dateOfBirth, language) }) : null,
  ].filter(Boolean);
  const place = [patient.neighbourhood, patient.city].filter(Boolean).join(', ');
  const overdue = vaccination.overdue.map((dose) => `${dose.vaccineCode.toUpperCase()} ${dose.doseNumber}`).join(', ');
  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{name}</h1>
        <p className="text-muted-foreground">{facts.join(' · ')}</p>
        <Link
          to={`/dashboard-medecin/calculs-scores?patient=${patient.id}`}
          className="inline-flex min-h-11 w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Calculator aria-hidden="true" className="size-4" />
          {t('record.computeScore')}
        </Link>
      </header>
      {access.basis === 'emergency' && access.emergencyUntil && (
        <Alert variant="destructive">
          {t('record.emergencyBanner', { time: formatDateTime(new Date(access.emergencyUntil), language) })}
        </Alert>
      )}
      {access.basis === 'share' && <Alert>{t('record.shareBanner')}</Alert>}
      <div className="grid gap-4 md:grid-cols-2">
        <Section
          id="record-allergies"
          title={t('record.allergies')}
          tone={summary.allergies.length > 0 ? 'alert' : undefined}
        >
          <Entries entries={summary.allergies} empty={t('record.noAllergies')} />
        </Section>
        <Section id="record-identity" title={t('record.identity')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('record.bloodGroup')}</dt>
            <dd>{patient.bloodGroup ?? t('record.unknown')}</dd>
            <dt className="text-muted-foreground">{t('record.phone')}</dt>
            <dd>{patient.phone ?? t('record.unknown')}</dd>
            <dt className="text-muted-foreground">{t('record.address')}</dt>
            <dd>{place || t('record.noAddress')}</dd>
            {patient.landmark && (
              <>
                <dt className="text-muted-foreground">{t('record.landmark')}</dt>
                <dd>{patient.landmark}</dd>
              </>
            )}
            {(summary.nextVisitAt ?? summary.lastVisitAt) && (
              <>
                <dt className="text-muted-foreground">{t('record.visits')}</dt>
                <dd className="flex flex-col">
                  {summary.nextVisitAt && (
                    <span>
                      {t('patients.nextVisit', { date: formatDateTime(new Date(summary.nextVisitAt), language) })}
                    </span>
                  )}
                  {summary.lastVisitAt && (
                    <span>
                      {t('patients.lastVisit', { date: formatDateTime(new Date(summary.lastVisitAt), language) })}
                    </span>
                  )}
                </dd>
              </>
            )}
          </dl>
          <ContactLinks
            name={name}
            phone={patient.phone}
            writeTo={`/dashboard-medecin/messagerie?patient=${patient.id}`}
          />
          <ItineraryLinks name={name} latitude={patient.latitude} longitude={patient.longitude} />
        </Section>
        <Section id="record-conditions" title={t('record.conditions')}>
          <Entries entries={summary.conditions} empty={t('record.noConditions')} />
        </Section>
        <Section id="record-treatments" title={t('record.treatments')}>
          <Entries entries={summary.treatments} empty={t('record.noTreatments')} />
        </Section>
        <Section id="record-vaccination" title={t('record.vaccination')}>
          <ul className="flex flex-col gap-1 text-sm">
            <li>{t('record.vaccinationGiven', { count: vaccination.given })}</li>
            <li className={vaccination.overdue.length > 0 ? 'font-medium text-destructive' : undefined}>
              {vaccination.overdue.length > 0
                ? t('record.vaccinationOverdue', { count: vaccination.overdue.length, list: overdue })
                : t('record.vaccinationUpToDate')}
            </li>
            {vaccination.dueSoon > 0 && <li>{t('record.vaccinationDueSoon', { count: vaccination.dueSoon })}</li>}
          </ul>
        </Section>
      </div>
      <NotesSection summary={summary} />
      <Section id="record-prescriptions" title={t('record.prescriptions')}>
        <RecordPrescriptionsSection patientId={patient.id} count={summary.prescriptionCount} />
      </Section>
      <Section id="record-results" title={t('record.results')}>
        <DoctorResultsSection
          patientId={patient.id}
          viewerId={viewerId}
          recent={summary.recentResults}
          total={summary.resultCount}
          abnormal={summary.abnormalResultCount}
        />
      </Section>
      <Section id="record-scores" title={t('record.scores')}>
        <SavedScoresSection scores={summary.scores} />
      </Section>
      <DocumentsSection summary={summary} />
    </>
  );
}

/**
 * The last signed consultation notes from the summary, then, on demand, every note (signed ones and my drafts)
 * newest visit first, each with its amendments (ADR 039).
 */
function NotesSection({ summary }: { summary: PatientRecordSummary }) {
  const { t } = useTranslation('clinic');
  const [showAll, setShowAll] = useState(false);
  const all = usePatientNotes(summary.patient.id, showAll);
  const notes = showAll && all.data ? all.data : summary.recentNotes;
  return (
    <Section id="record-notes" title={t('record.notes')}>
      {notes.length === 0 && <p className="text-sm text-muted-foreground">{t('record.noNotes')}</p>}
      {notes.length > 0 && (
        <ul className="flex flex-col divide-y">
          {notes.map((note) => (
            <NoteItem key={note.bookingId} note={note} />
          ))}
        </ul>
      )}
      {all.isError && (
        <QueryError error={all.error} onRetry={() => void all.refetch()} retrying={all.isFetching}>
          {t('record.loadError')}
        </QueryError>
      )}
      {!showAll && (
        <Button variant="outline" className="self-start" onClick={() => setShowAll(true)}>
          {t('record.allNotes', { count: summary.signedNoteCount })}
        </Button>
      )}
      {showAll && all.isPending && <Spinner label={t('record.notes')} />}
    </Section>
  );
}

function NoteItem({ note }: { note: PatientNote }) {
  const { t, i18n } = useTranslation('clinic');
  const language = i18n.language;
  return (
    <li className="flex flex-col gap-2 py-3">
      <details>
        <summary className="flex min-h-11 cursor-pointer flex-col justify-center">
          <span className="font-medium">
            {formatDateTime(new Date(note.visitAt), language)} · {note.reason || t('record.noteNoReason')}
          </span>
          <span className="text-sm text-muted-foreground">
            {[
              note.author ? carerName(note.author, language) : null,
              note.status === 'signed' ? t('record.noteSigned') : t('record.noteDraft'),
              note.amendments.length > 0 ? t('record.noteAmendments', { count: note.amendments.length }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {note.diagnosis && (
            <span className="text-sm">
              {t('record.noteDiagnosis', {
                diagnosis: note.icd10Code ? `${note.diagnosis} (${note.icd10Code})` : note.diagnosis,
              })}
            </span>
          )}
        </summary>
        <div className="pt-2">
          <ConsultationNoteDetails note={note} />
        </div>
      </details>
    </li>
  );
}

function DocumentsSection({ summary }: { summary: PatientRecordSummary }) {
  const { t } = useTranslation('clinic');
  const [showAll, setShowAll] = useState(false);
  const all = usePatientDocuments(summary.patient.id, showAll);
  const documents = showAll && all.data ? all.data : summary.documents;
  return (
    <Section id="record-documents" title={t('record.documents')}>
      {summary.documentCount === 0 ? (
        <p className="text-sm text-muted-foreground">{t('record.noDocuments')}</p>
      ) : (
        <ul className="flex flex-col divide-y">
          {documents.map((document) => (
            <DocumentItem key={document.id} patientId={summary.patient.id} document={document} />
          ))}
        </ul>
      )}
      {all.isError && (
        <QueryError error={all.error} onRetry={() => void all.refetch()} retrying={all.isFetching}>
          {t('record.loadError')}
        </QueryError>
      )}
      {!showAll && summary.documentCount > summary.documents.length && (
        <Button variant="outline" className="self-start" onClick={() => setShowAll(true)}>
          {t('record.allDocuments', { count: summary.documentCount })}
        </Button>
      )}
      {showAll && all.isPending && <Spinner label={t('record.documents')} />}
    </Section>
  );
}

function DocumentItem({ patientId, document }: { patientId: string; document: MedicalDocument }) {
  const { t, i18n } = useTranslation('clinic');
  const { t: tr } = useTranslation('record');
  const url = usePatientDocumentUrl(patientId);
  const open = (download: boolean) =>
    url.mutate(
      { documentId: document.id, download },
      {
        onSuccess: (signed) => {
          if (download) window.location.assign(signed.url);
          else window.open(signed.url, '_blank', 'noopener');
        },
        onError: () => notifyError(t('record.documentError')),
      },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="flex min-w-0 items-start gap-2">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="font-medium break-words">{document.title}</p>
          <p className="text-sm text-muted-foreground">
            {t('record.documentMeta', {
              kind: tr(`documentKinds.${document.kind}`),
              date: formatDay(document.documentDate, i18n.language),
            })}
            {document.category ? ` · ${document.category}` : ''}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={url.isPending}
          onClick={() => open(false)}
          aria-label={t('record.openDocument', { title: document.title })}
        >
          {t('record.open')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={url.isPending}
          onClick={() => open(true)}
          aria-label={t('record.downloadDocument', { title: document.title })}
        >
          <Download aria-hidden="true" />
          {t('record.download')}
        </Button>
      </div>
    </li>
  );
}
