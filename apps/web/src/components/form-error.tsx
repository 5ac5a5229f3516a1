import type { ErrorCode } from '@sante/shared/error-codes';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { ApiError } from '../lib/api-client';
import { errorMessage, type TranslationKey } from '../lib/i18n';
import { hasLazyImportFailure, subscribeLazyImportFailures } from '../lib/lazy-import';

type FormErrorProps = {
  error: unknown;
  fallback?: TranslationKey;
  /** Codes already shown under their field (e.g. `phone_exists`): not repeated here. */
  fieldCodes?: readonly ErrorCode[];
};

/**
 * « Réessayer » for the form the message is in: the person's own new submit (a write is never repeated on its
 * own, see query-client.ts). Outside a form, the action's own button, enabled again, is the way to retry.
 */
function ResubmitButton() {
  const { t } = useTranslation();
  const anchor = useRef<HTMLSpanElement>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  useLayoutEffect(() => setForm(anchor.current?.closest('form') ?? null), []);
  return (
    <span ref={anchor} className="contents">
      {form && (
        <Button variant="outline" size="sm" className="self-start" onClick={() => form.requestSubmit()}>
          {t('common.retry')}
        </Button>
      )}
    </span>
  );
}

/**
 * The translated message of a failed request, above the form's button. No connection (the request failed or got
 * no answer within 10 s, or the form's validation code could not be downloaded): « Pas de connexion internet »
 * and a way to try again.
 */
export function FormError({ error, fallback, fieldCodes = [] }: FormErrorProps) {
  const { t } = useTranslation();
  const codeMissing = useSyncExternalStore(subscribeLazyImportFailures, hasLazyImportFailure, () => false);
  const offline = codeMissing || (error instanceof ApiError && error.status === 0);
  if (offline) {
    return (
      <Alert variant="destructive" className="flex flex-col gap-2">
        <span>{t('errors.network')}</span>
        <ResubmitButton />
      </Alert>
    );
  }
  if (!error) return null;
  if (error instanceof ApiError && error.code && fieldCodes.includes(error.code)) return null;
  return <Alert variant="destructive">{errorMessage(t, error, fallback)}</Alert>;
}
