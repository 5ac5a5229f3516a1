import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/vaccination.json';
import { useVaccinationPeople } from '../api/vaccinations';
import { DependentForm } from './dependent-form';
import { PersonCard } from './person-card';
import { PersonSwitcher } from './person-switcher';

registerCatalogues('vaccination', { fr, en: () => import('../../../locales/en/vaccination.json') });

/** The child shown is in the address (`?enfant=<id>`), so that the back button and a reload keep it. */
const CHILD_PARAM = 'enfant';

/** `/patient/calendrier-vaccinal`: the PEV schedule for the patient and their children, doses recorded. */
export function VaccinationPage() {
  const { t } = useTranslation('vaccination');
  const people = useVaccinationPeople();
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);

  const select = (dependentId: string | null) => {
    setAdding(false);
    setParams(dependentId ? { [CHILD_PARAM]: dependentId } : {});
  };
  const requested = params.get(CHILD_PARAM);
  const person =
    people.data?.find((candidate) => candidate.dependentId === requested) ??
    people.data?.find((candidate) => candidate.dependentId === null);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl leading-tight font-semibold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
        <Alert>{t('disclaimer')}</Alert>
      </header>

      {people.isPending && <Spinner label={t('title')} />}
      {people.isError && (
        <QueryError error={people.error} onRetry={() => void people.refetch()} retrying={people.isFetching}>
          {t('loadError')}
        </QueryError>
      )}
      {people.isSuccess && (
        <>
          <PersonSwitcher
            people={people.data}
            selectedId={person?.dependentId ?? null}
            adding={adding}
            onSelect={select}
            onAdd={() => setAdding(true)}
          />
          {adding ? (
            <section
              aria-labelledby="add-child-title"
              className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6"
            >
              <h2 id="add-child-title" className="text-xl font-semibold">
                {t('dependent.addTitle')}
              </h2>
              <DependentForm onDone={(added) => (added ? select(added.dependentId) : setAdding(false))} />
            </section>
          ) : (
            person && <PersonCard key={person.dependentId ?? 'me'} person={person} onRemoved={() => select(null)} />
          )}
        </>
      )}
    </div>
  );
}
