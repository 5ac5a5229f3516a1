import { VITAL_SIGN_RANGES, VITAL_SIGNS, type ConsultationNote } from '@sante/shared/clinic-constants';
import { BadgeCheck, FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { formatDateTime } from '../../../lib/format';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import {
  useAmendConsultationNote,
  useConsultationNote,
  useSaveConsultationNote,
  useSignConsultationNote,
} from '../api/consultation-notes';
import { ConsultationNoteDetails } from './consultation-note-details';
import type {
  ConsultationNoteInput,
  ConsultationNoteValues,
  NoteAmendmentInput,
  NoteAmendmentValues,
} from './consultation-note-schema';
import './register-planning-catalogues';

const noteForm = lazyResolver<ConsultationNoteInput, ConsultationNoteValues>(() =>
  import('./consultation-note-schema').then((m) => m.consultationNoteResolver),
);
const amendmentForm = lazyResolver<NoteAmendmentInput, NoteAmendmentValues>(() =>
  import('./consultation-note-schema').then((m) => m.noteAmendmentResolver),
);

const TEXT_FIELDS = ['history', 'examination'] as const;
const FIELDS = [
  'reason',
  'history',
  'examination',
  'vitals',
  'diagnosis',
  'icd10Code',
  'plan',
  'patientSummary',
  ...VITAL_SIGNS.map((sign) => `vitals.${sign}` as const),
] as const;

/** A typed number (« 39,2 » or « 39.2 »), or null when the field is empty. */
const numberOrNull = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim().replace(',', '.') : value;
  return text === '' || text === null || text === undefined ? null : Number(text);
};

/**
 * The note of one consultation (ADR 039): a structured draft (motif, anamnèse, examen, constantes, diagnostic with
 * an optional CIM-10 code, conduite à tenir, the patient's summary), then signed; a signed note is read-only and
 * takes amendments. A new note starts from the motif typed at booking. Downloaded on demand (planning card, video room « Après l'appel »).
 */
export function ConsultationNoteForm({
  bookingId,
  bookingReason,
}: {
  bookingId: string;
  bookingReason?: string | null;
}) {
  const { t } = useTranslation('planning');
  const note = useConsultationNote(bookingId);
  if (note.isPending) return <Spinner label={t('note.loading')} />;
  if (note.isError)
    return (
      <QueryError error={note.error} onRetry={() => void note.refetch()} retrying={note.isFetching}>
        {t('note.loadError')}
      </QueryError>
    );
  if (note.data?.status === 'signed') return <SignedNote bookingId={bookingId} note={note.data} />;
  return <DraftFields bookingId={bookingId} note={note.data} bookingReason={bookingReason ?? ''} />;
}

function SignedNote({ bookingId, note }: { bookingId: string; note: ConsultationNote }) {
  const { t, i18n } = useTranslation('planning');
  const [amending, setAmending] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm font-medium text-success">
        <BadgeCheck aria-hidden="true" className="size-4" />
        {t('note.signedOn', { date: formatDateTime(new Date(note.signedAt ?? note.updatedAt), i18n.language) })}
        {note.sharedAt ? ` · ${t('note.summaryShared')}` : ''}
      </p>
      <ConsultationNoteDetails note={note} />
      {amending ? (
        <AmendmentForm bookingId={bookingId} onDone={() => setAmending(false)} />
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setAmending(true)}>
          <FilePlus2 aria-hidden="true" />
          {t('note.amend')}
        </Button>
      )}
    </div>
  );
}

function AmendmentForm({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const { t } = useTranslation('planning');
  const { t: tc } = useTranslation();
  const amend = useAmendConsultationNote(bookingId);
  const { register, handleSubmit, setError, formState } = useForm<NoteAmendmentInput, unknown, NoteAmendmentValues>({
    resolver: amendmentForm.resolver,
    defaultValues: { reason: '', text: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await amend.mutateAsync(values);
      notifySuccess(t('note.amended'));
      onDone();
    } catch (failure) {
      applyServerErrors(failure, setError, ['reason', 'text']);
    }
  });
  return (
    <form noValidate onFocus={amendmentForm.preload} onSubmit={submit} className="flex flex-col gap-3">
      <FormField
        id={`amend-${bookingId}-reason`}
        label={t('note.amendmentReason')}
        errors={fieldMessages(tc, formState.errors.reason)}
      >
        {(control) => <Input {...control} {...register('reason')} />}
      </FormField>
      <FormField
        id={`amend-${bookingId}-text`}
        label={t('note.amendmentText')}
        errors={fieldMessages(tc, formState.errors.text)}
      >
        {(control) => <Textarea {...control} {...register('text')} rows={3} />}
      </FormField>
      <FormError error={Object.keys(formState.errors).length > 0 ? null : amend.error} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={amend.isPending}>
          {t('note.saveAmendment')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('note.cancel')}
        </Button>
      </div>
    </form>
  );
}

type DraftProps = { bookingId: string; note: ConsultationNote | null; bookingReason: string };

function DraftFields({ bookingId, note, bookingReason }: DraftProps) {
  const { t } = useTranslation('planning');
  const { t: tc } = useTranslation();
  const save = useSaveConsultationNote(bookingId);
  const sign = useSignConsultationNote(bookingId);
  const [shareSummary, setShareSummary] = useState(true);
  const { register, handleSubmit, setError, formState } = useForm<
    ConsultationNoteInput,
    unknown,
    ConsultationNoteValues
  >({
    resolver: noteForm.resolver,
    defaultValues: {
      reason: note?.reason ?? bookingReason,
      history: note?.history ?? '',
      examination: note?.examination ?? '',
      vitals: note?.vitals ?? {},
      diagnosis: note?.diagnosis ?? '',
      icd10Code: note?.icd10Code ?? '',
      plan: note?.plan ?? '',
      patientSummary: note?.patientSummary ?? '',
    },
  });
  const id = (field: string) => `note-${bookingId}-${field}`;
  const submit = (andSign: boolean) =>
    handleSubmit(async (values) => {
      try {
        await save.mutateAsync(values);
        if (!andSign) {
          notifySuccess(t('note.saved'));
          return;
        }
        const signed = await sign.mutateAsync({ shareSummary });
        notifySuccess(t(signed.sharedAt ? 'note.signedShared' : 'note.signed'));
      } catch (failure) {
        applyServerErrors(failure, setError, FIELDS);
      }
    });
  const pending = save.isPending || sign.isPending;
  const textarea = (field: 'history' | 'examination' | 'diagnosis' | 'plan' | 'patientSummary', rows = 3) => (
    <FormField
      id={id(field)}
      label={t(`note.fields.${field}`)}
      hint={field === 'patientSummary' ? t('note.patientSummaryHint') : undefined}
      errors={fieldMessages(tc, formState.errors[field])}
    >
      {(control) => <Textarea {...control} {...register(field)} rows={rows} />}
    </FormField>
  );
  return (
    <form noValidate onFocus={noteForm.preload} onSubmit={submit(false)} className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('note.draft')}</p>
      <FormField id={id('reason')} label={t('note.fields.reason')} errors={fieldMessages(tc, formState.errors.reason)}>
        {(control) => <Input {...control} {...register('reason')} />}
      </FormField>
      {TEXT_FIELDS.map((field) => textarea(field))}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('note.fields.vitals')}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {VITAL_SIGNS.map((sign) => (
            <FormField
              key={sign}
              id={id(sign)}
              label={t(`note.vitals.${sign}`)}
              errors={fieldMessages(tc, formState.errors.vitals?.[sign])}
            >
              {(control) => (
                <Input
                  {...control}
                  {...register(`vitals.${sign}`, { setValueAs: numberOrNull })}
                  inputMode="decimal"
                  placeholder={`${VITAL_SIGN_RANGES[sign].min}–${VITAL_SIGN_RANGES[sign].max}`}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
      {textarea('diagnosis', 2)}
      <FormField
        id={id('icd10Code')}
        label={t('note.fields.icd10Code')}
        hint={t('note.icd10Hint')}
        errors={fieldMessages(tc, formState.errors.icd10Code)}
      >
        {(control) => <Input {...control} {...register('icd10Code')} className="max-w-40 uppercase" />}
      </FormField>
      {textarea('plan')}
      {textarea('patientSummary')}
      <FormField id={id('share')} label={t('note.share')} inline>
        {(control) => (
          <Checkbox {...control} checked={shareSummary} onChange={(event) => setShareSummary(event.target.checked)} />
        )}
      </FormField>
      <FormError error={Object.keys(formState.errors).length > 0 ? null : (sign.error ?? save.error)} />
      <p className="text-sm text-muted-foreground">{t('note.signHint')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" variant="outline" disabled={pending}>
          {t('note.save')}
        </Button>
        <Button type="button" onClick={() => void submit(true)()} disabled={pending}>
          {t('note.sign')}
        </Button>
      </div>
    </form>
  );
}
