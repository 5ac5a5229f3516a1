import type { ConsultationNote } from '@sante/shared/clinic-constants';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useConsultationNote, useSaveConsultationNote } from '../api/consultation-notes';
import type { ConsultationNoteInput, ConsultationNoteValues } from './consultation-note-schema';
import { Textarea } from '../../../components/ui/textarea';
import './register-planning-catalogues';

const noteForm = lazyResolver<ConsultationNoteInput, ConsultationNoteValues>(() =>
  import('./consultation-note-schema').then((m) => m.consultationNoteResolver),
);

const FIELDS = ['subjective', 'objective', 'assessment', 'plan', 'patientSummary'] as const;

/** The note of one consultation (SOAP order) and the summary the patient reads once shared; downloaded on demand. */
export function ConsultationNoteForm({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('planning');
  const note = useConsultationNote(bookingId);
  if (note.isPending) return <Spinner label={t('note.loading')} />;
  if (note.isError)
    return (
      <QueryError error={note.error} onRetry={() => void note.refetch()} retrying={note.isFetching}>
        {t('note.loadError')}
      </QueryError>
    );
  return <NoteFields bookingId={bookingId} note={note.data} />;
}

function NoteFields({ bookingId, note }: { bookingId: string; note: ConsultationNote | null }) {
  const { t } = useTranslation('planning');
  const { t: tc } = useTranslation();
  const save = useSaveConsultationNote(bookingId);
  const { register, handleSubmit, setError, formState } = useForm<
    ConsultationNoteInput,
    unknown,
    ConsultationNoteValues
  >({
    resolver: noteForm.resolver,
    defaultValues: {
      subjective: note?.subjective ?? '',
      objective: note?.objective ?? '',
      assessment: note?.assessment ?? '',
      plan: note?.plan ?? '',
      patientSummary: note?.patientSummary ?? '',
      shared: note?.sharedAt != null,
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      notifySuccess(t(saved.sharedAt ? 'note.savedShared' : 'note.saved'));
    } catch (failure) {
      applyServerErrors(failure, setError, [...FIELDS]);
    }
  });
  return (
    <form noValidate onFocus={noteForm.preload} onSubmit={submit} className="flex flex-col gap-3">
      {FIELDS.map((field) => (
        <FormField
          key={field}
          id={`note-${bookingId}-${field}`}
          label={t(`note.fields.${field}`)}
          hint={field === 'patientSummary' ? t('note.patientSummaryHint') : undefined}
          errors={fieldMessages(tc, formState.errors[field])}
        >
          {(control) => <Textarea {...control} {...register(field)} rows={field === 'assessment' ? 2 : 3} />}
        </FormField>
      ))}
      <FormField id={`note-${bookingId}-shared`} label={t('note.share')} inline>
        {(control) => <Checkbox {...control} {...register('shared')} />}
      </FormField>
      <FormError error={Object.keys(formState.errors).length > 0 ? null : save.error} />
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {t('note.save')}
      </Button>
    </form>
  );
}
