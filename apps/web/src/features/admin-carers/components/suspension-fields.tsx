import {
  SUSPENSION_REASONS,
  ZSuspensionSchema,
  type SuspensionReason,
  type TSuspension,
} from '@sante/shared/carer-schemas';
import { useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { translateKey } from '../../../lib/i18n';
import { useMessageTexts } from '../../../lib/use-message-texts';

type Errors = { reason?: string[]; note?: string[] };

type SuspensionSchema<T> = { safeParse: (value: unknown) => z.ZodSafeParseResult<T> };

/**
 * The reason of a suspension (a kind and the internal note), checked with the server's schema: a carer's
 * (default) or an account's (ADR 054).
 */
export function useSuspensionFields<T extends TSuspension = TSuspension>(
  schema: SuspensionSchema<T> = ZSuspensionSchema as SuspensionSchema<T>,
) {
  const [value, setValue] = useState<{ reason: string; note: string }>({ reason: '', note: '' });
  const [errors, setErrors] = useState<Errors>({});
  return {
    value,
    errors,
    change: (next: Partial<{ reason: string; note: string }>) => {
      setValue((current) => ({ ...current, ...next }));
      setErrors({});
    },
    /** The parsed reason, or null once the fields say what is wrong (message keys). */
    validated: (): T | null => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'note' ? 'note' : 'reason';
        next[field] = [...(next[field] ?? []), issue.message];
      }
      setErrors(next);
      return null;
    },
  };
}

/** Reason list (`reasons`, a carer's by default) and note, inside the suspension's confirmation. */
export function SuspensionFields({
  fields,
  reasons = SUSPENSION_REASONS,
  noteHint,
}: {
  fields: Pick<ReturnType<typeof useSuspensionFields>, 'value' | 'errors' | 'change'>;
  reasons?: readonly SuspensionReason[];
  /** Who never reads the note (the carer by default). */
  noteHint?: string;
}) {
  const { t } = useTranslation('carers');
  const { t: tc } = useTranslation();
  useMessageTexts();
  const messages = (keys: string[] | undefined) => (keys ?? []).map((key) => translateKey(tc, key));
  return (
    <>
      <FormField id="suspension-reason" label={t('suspension.reason')} errors={messages(fields.errors.reason)}>
        {(control) => (
          <Select
            {...control}
            value={fields.value.reason}
            onChange={(event) => fields.change({ reason: event.target.value })}
          >
            <option value="">{t('suspension.choose')}</option>
            {reasons.map((reason) => (
              <option key={reason} value={reason}>
                {t(`suspension.reasons.${reason}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="suspension-note"
        label={t('suspension.note')}
        hint={noteHint ?? t('suspension.noteHint')}
        errors={messages(fields.errors.note)}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={500}
            value={fields.value.note}
            onChange={(event) => fields.change({ note: event.target.value })}
          />
        )}
      </FormField>
    </>
  );
}
