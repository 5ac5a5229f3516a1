import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateKey } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useMessageTexts } from '../../../lib/use-message-texts';

/** As the server asks (reconcile by hand, refund): a reason of 5 to 500 characters, audited. */
const MIN_REASON = 5;
const MAX_REASON = 500;

/** The "motif" of a staff action on a payment: its text, its errors, and the server's refusal shown under it. */
export function useReasonField() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  useMessageTexts();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  return {
    reason,
    errors,
    change: (value: string) => {
      setReason(value);
      setErrors([]);
    },
    /** The trimmed reason, or null once the field says what is wrong. */
    validated: (): string | null => {
      const trimmed = reason.trim();
      if (trimmed.length >= MIN_REASON && trimmed.length <= MAX_REASON) return trimmed;
      setErrors([trimmed.length > MAX_REASON ? tc('validation.tooLong') : t('reconcileDialog.reasonTooShort')]);
      return null;
    },
    /** A refusal about the reason goes under the field; any other in a toast. */
    showError: (error: unknown) => {
      const keys = error instanceof ApiError ? (error.fieldErrors.reason ?? []) : [];
      if (keys.length > 0) setErrors(keys.map((key) => translateKey(tc, key)));
      else notifyError(errorMessage(tc, error));
    },
  };
}
