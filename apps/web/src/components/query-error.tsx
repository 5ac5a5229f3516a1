import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { errorMessage, i18n } from '../lib/i18n';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

type QueryErrorProps = {
  /** What could not be loaded (the screen's own text); without it, only the cause is said. */
  children?: ReactNode;
  error: unknown;
  onRetry: () => void;
  /** A retry is under way: the button waits for it. */
  retrying?: boolean;
};

/**
 * A read that failed for good (after the query client's own retries, see query-client.ts): what could not be
 * loaded, why when the answer says it (server busy, no connection...), and a button to try again. Never a
 * spinner left turning.
 */
export function QueryError({ children, error, onRetry, retrying = false }: QueryErrorProps) {
  const { t } = useTranslation();
  const known = error instanceof ApiError && error.messageKey !== 'errors.generic' && i18n.exists(error.messageKey);
  const cause = known || !children ? errorMessage(t, error) : null;
  return (
    <Alert variant="destructive" className="flex flex-col items-start gap-2">
      {children && <span>{children}</span>}
      {cause && <span>{cause}</span>}
      <Button variant="outline" size="sm" disabled={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
