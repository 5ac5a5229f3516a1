import type { MyPatient } from '@sante/shared/clinic-constants';
import { Search, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactLinks } from '../../../components/contact-links';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMyPatients } from '../api/clinic';
import './register-clinic-catalogues';

/** `/dashboard-medecin/patients`: the patients in the carer's care now, searchable, each opening their record. */
export function MyPatientsPage() {
  const { t } = useTranslation('clinic');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const patients = useMyPatients(q);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('patients.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('patients.description')}</p>
      </header>
      <search>
        <FormField id="patients-search" label={t('patients.search')} hint={t('patients.searchHint')}>
          {(control) => (
            <div className="relative">
              <Search aria-hidden="true" className="absolute top-3 left-3 size-5 text-muted-foreground" />
              <Input
                {...control}
                type="search"
                className="pl-10"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                autoComplete="off"
              />
            </div>
          )}
        </FormField>
      </search>
      {patients.isPending && <Spinner label={t('patients.title')} />}
      {patients.isError && (
        <QueryError error={patients.error} onRetry={() => void patients.refetch()} retrying={patients.isFetching}>
          {t('patients.loadError')}
        </QueryError>
      )}
      {patients.data && patients.data.length === 0 && (
        <Alert>{q ? t('patients.noMatch', { q }) : t('patients.empty')}</Alert>
      )}
      {patients.data && patients.data.length > 0 && (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('patients.count', { count: patients.data.length })}
          </p>
          <ul className="flex flex-col gap-3">
            {patients.data.map((patient) => (
              <PatientItem key={patient.id} patient={patient} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function PatientItem({ patient }: { patient: MyPatient }) {
  const { t, i18n } = useTranslation('clinic');
  const { t: tc } = useTranslation();
  const name = `${patient.firstName} ${patient.lastName}`;
  const headingId = `patient-${patient.id}`;
  const facts = [
    patient.age === null ? t('patients.ageUnknown') : t('patients.age', { count: patient.age }),
    patient.sex ? t(`patients.sexes.${patient.sex}`) : null,
    patient.city,
  ].filter(Boolean);
  const when = (iso: string) => formatDateTime(new Date(iso), i18n.language);
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-lg leading-tight font-semibold">
            <Link
              to={`/dashboard-medecin/patients/${patient.id}/dossier`}
              aria-label={t('patients.openRecordOf', { name })}
              className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
            >
              {name}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">{facts.join(' · ')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {patient.hasAllergies && (
            <span
              className="inline-flex items-center gap-1 rounded-md bg-destructive/10 px-2 py-1 text-sm font-medium text-destructive"
              title={t('patients.allergiesLabel')}
            >
              <TriangleAlert aria-hidden="true" className="size-4" />
              {t('patients.allergies')}
            </span>
          )}
          {patient.basis !== 'booking' && (
            <span className="rounded-md bg-muted px-2 py-1 text-sm">{t(`patients.bases.${patient.basis}`)}</span>
          )}
          {patient.unreadMessages > 0 && (
            <Link
              to={`/dashboard-medecin/messagerie?patient=${patient.id}`}
              className="inline-flex items-center rounded-md bg-primary px-2 py-1 text-sm font-medium text-primary-foreground"
            >
              {tc('unreadMessages', { count: patient.unreadMessages })}
            </Link>
          )}
        </div>
      </div>
      <div className="grid gap-1 text-sm">
        {patient.nextVisitAt && (
          <p>
            {t('patients.nextVisit', { date: when(patient.nextVisitAt) })}
            {patient.nextBookingReference && (
              <span className="ml-2 font-mono text-xs text-muted-foreground">{patient.nextBookingReference}</span>
            )}
          </p>
        )}
        {patient.lastVisitAt && <p>{t('patients.lastVisit', { date: when(patient.lastVisitAt) })}</p>}
        {!patient.nextVisitAt && !patient.lastVisitAt && (
          <p className="text-muted-foreground">{t('patients.noVisit')}</p>
        )}
      </div>
      <ContactLinks name={name} phone={patient.phone} writeTo={`/dashboard-medecin/messagerie?patient=${patient.id}`} />
    </li>
  );
}
