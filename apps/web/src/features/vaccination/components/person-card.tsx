import type { VaccinationPerson } from '@sante/shared/vaccination-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteDependent, useVaccinationCard } from '../api/vaccinations';
import { formatDay } from '../../../lib/format';
import { DependentForm } from './dependent-form';
import { ScheduleTimeline } from './schedule-timeline';

type PersonCardProps = {
  person: VaccinationPerson;
  /** After the child was removed. */
  onRemoved: () => void;
};

type Mode = 'view' | 'edit' | 'confirmDelete';

/** One person's card: who (with edit/delete for a child), then the schedule with statuses. */
export function PersonCard({ person, onRemoved }: PersonCardProps) {
  const { t, i18n } = useTranslation('vaccination');
  const card = useVaccinationCard(person.dependentId);
  const remove = useDeleteDependent();
  const [mode, setMode] = useState<Mode>('view');
  const isChild = person.dependentId !== null;
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');

  const confirmDelete = async () => {
    if (!person.dependentId) return;
    await remove.mutateAsync(person.dependentId);
    notifySuccess(t('dependent.deleted', { name: person.firstName }));
    onRemoved();
  };

  return (
    <section aria-labelledby="person-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="person-title" className="text-xl font-semibold">
          {name}
        </h2>
        {person.dateOfBirth && (
          <p className="text-sm text-muted-foreground">
            {t('dependent.born', { date: formatDay(person.dateOfBirth, i18n.language) })}
            {person.sex && ` · ${t(`sex.${person.sex}`)}`}
          </p>
        )}
      </div>

      {isChild && mode === 'view' && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setMode('edit')}>
            {t('dependent.edit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setMode('confirmDelete')}>
            {t('dependent.delete')}
          </Button>
        </div>
      )}
      {isChild && mode === 'edit' && (
        <div className="rounded-xl border bg-card p-4">
          <DependentForm child={person} onDone={() => setMode('view')} />
        </div>
      )}
      {isChild && mode === 'confirmDelete' && (
        <div className="flex flex-col gap-2 rounded-xl border border-destructive/40 bg-card p-4">
          <p className="font-medium">{t('dependent.confirmDelete', { name: person.firstName })}</p>
          <FormError error={remove.error} />
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirmDelete()}>
              {t('dependent.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setMode('view')}>
              {t('dependent.cancel')}
            </Button>
          </div>
        </div>
      )}

      {!isChild && !person.dateOfBirth && (
        <Alert className="flex flex-col items-start gap-2">
          <span>{t('holderNeedsBirthDate')}</span>
          <TextLink to="/patient/profil" className="underline">
            {t('goToProfile')}
          </TextLink>
        </Alert>
      )}

      {card.isPending && <Spinner label={t('title')} />}
      {card.isError && (
        <QueryError error={card.error} onRetry={() => void card.refetch()} retrying={card.isFetching}>
          {t('loadError')}
        </QueryError>
      )}
      {card.isSuccess && <ScheduleTimeline card={card.data} />}
    </section>
  );
}
