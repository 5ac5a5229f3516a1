import type { ErrorCode } from '@sante/shared/error-codes';
import { useTranslation } from 'react-i18next';
import { Alert } from './ui/alert';
import { ApiError } from '../lib/api-client';
import { errorMessage, type TranslationKey } from '../lib/i18n';

type FormErrorProps = {
  error: unknown;
  fallback?: TranslationKey;
  /** Codes already shown under their field (e.g. `phone_exists`): not repeated here. */
  fieldCodes?: readonly ErrorCode[];
};

/** The translated message of a failed request, above the form's button. */
export function FormError({ error, fallback, fieldCodes = [] }: FormErrorProps) {
  const { t } = useTranslation();
  if (!error) return null;
  if (error instanceof ApiError && error.code && fieldCodes.includes(error.code)) return null;
  return <Alert variant="destructive">{errorMessage(t, error, fallback)}</Alert>;
}
