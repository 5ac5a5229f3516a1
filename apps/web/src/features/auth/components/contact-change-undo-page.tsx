import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/i18n';
import { sessionQueryKey } from '../api/session';
import { useUndoContactChange } from '../api/undo-contact-change';
import { AuthCard } from './auth-card';

const SIGN_IN_PATH = '/connexion';
const RESET_PATH = '/connexion/patient/mot-de-passe-oublie';

/**
 * `/connexion/annuler-changement?token=`: the link sent to the previous e-mail or phone after a contact change
 * (ADR 022). Nothing happens on opening: a button posts the token (in the body) to undo the change, which
 * puts the previous contact back and ends every session of the account.
 */
export function ContactChangeUndoPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const undo = useUndoContactChange();
  const queryClient = useQueryClient();
  // A used, unknown or expired link gets its own words (the API's codes speak of codes).
  const errorCode = undo.error instanceof ApiError ? undo.error.code : null;
  const errorText =
    errorCode === 'otp_expired'
      ? t('auth.contactChangeUndo.expired')
      : errorCode === 'otp_invalid'
        ? t('auth.contactChangeUndo.invalid')
        : errorMessage(t, undo.error);

  if (!token) {
    return (
      <AuthCard
        title={t('auth.contactChangeUndo.missingTokenTitle')}
        description={t('auth.contactChangeUndo.missingToken')}
      >
        <Button asChild>
          <Link to={SIGN_IN_PATH}>{t('auth.contactChangeUndo.goToSignIn')}</Link>
        </Button>
      </AuthCard>
    );
  }
  if (undo.isSuccess) {
    return (
      <AuthCard title={t('auth.contactChangeUndo.doneTitle')} description={t('auth.contactChangeUndo.done')}>
        <Button asChild>
          <Link to={SIGN_IN_PATH}>{t('auth.contactChangeUndo.goToSignIn')}</Link>
        </Button>
        <TextLink to={RESET_PATH}>{t('auth.contactChangeUndo.resetPassword')}</TextLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('auth.contactChangeUndo.title')}
      description={t('auth.contactChangeUndo.description')}
      footer={
        <TextLink to={SIGN_IN_PATH} tone="muted">
          {t('auth.contactChangeUndo.goToSignIn')}
        </TextLink>
      }
    >
      {undo.error ? <Alert variant="destructive">{errorText}</Alert> : null}
      <Button
        disabled={undo.isPending}
        onClick={() =>
          undo.mutate(
            { token },
            // Every session of the account has ended, this browser's included.
            { onSuccess: () => queryClient.setQueryData(sessionQueryKey, null) },
          )
        }
      >
        {undo.isPending ? t('auth.contactChangeUndo.pending') : t('auth.contactChangeUndo.submit')}
      </Button>
    </AuthCard>
  );
}
