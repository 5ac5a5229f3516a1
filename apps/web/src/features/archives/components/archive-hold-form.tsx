import { ARCHIVE_HOLD_REASON, type ArchiveDocument } from '@sante/shared/archive-constants';
import { ZArchiveHoldRequestSchema } from '@sante/shared/archive-schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateKey } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useArchiveHold } from '../api/archives';

/** Sets a legal hold on one document, or lifts the one in force, with the reason the server asks for. */
export function ArchiveHoldForm({ document, onDone }: { document: ArchiveDocument; onDone: () => void }) {
  const { t } = useTranslation('archives');
  const { t: tc } = useTranslation();
  const hold = useArchiveHold();
  const [errors, setErrors] = useState<string[]>([]);
  const lift = document.hold !== null;
  const id = `hold-reason-${document.source}-${document.id}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZArchiveHoldRequestSchema.safeParse({ reason: new FormData(event.currentTarget).get('reason') });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => translateKey(tc, issue.message)));
      return;
    }
    hold.mutate(
      { source: document.source, id: document.id, lift, body: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(t(lift ? 'hold.lifted' : 'hold.set'));
          onDone();
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? (error.fieldErrors.reason ?? []) : [];
          if (fieldErrors.length > 0) setErrors(fieldErrors.map((key) => translateKey(tc, key)));
          else notifyError(errorMessage(tc, error));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3" noValidate>
      <FormField
        id={id}
        label={t(lift ? 'hold.liftReason' : 'hold.reason')}
        hint={t('hold.hint', { min: ARCHIVE_HOLD_REASON.min })}
        errors={errors}
      >
        {(control) => <Textarea {...control} name="reason" rows={2} maxLength={ARCHIVE_HOLD_REASON.max} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={hold.isPending}>
          {t(lift ? 'hold.confirmLift' : 'hold.confirmSet')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t('hold.cancel')}
        </Button>
      </div>
    </form>
  );
}
