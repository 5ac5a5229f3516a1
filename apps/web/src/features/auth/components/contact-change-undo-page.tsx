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
import './register-contact-change-catalogues';

const SIGN_IN_PATH = '/connexion';
const RESET_PATH = '/connexion/patient/mot-de-passe-oublie';

/**
 * `/connexion/annuler-changement?token=`: the link sent to the previous e-mail or phone after a contact change
 * (ADR 022). Nothing happens on opening: a button posts the token (in the body) to undo the change, which
 * puts the previous contact back and ends every session of the account.
 */
export function ContactChangeUndoPage() {
  const { t } = useTranslation('contactChange');
  const { t: tc } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const undo = useUndoContactChange();
  const queryClient = useQueryClient();
  // A used, unknown or expired link gets its own words (the API's codes speak of codes).
  const errorCode = undo.error instanceof ApiError ? undo.error.code : null;
  const errorText =
    errorCode === 'otp_expired'
      ? t('expired')
      : errorCode === 'otp_invalid'
        ? t('invalid')
        : errorMessage(tc, undo.error);

  if (!token) {
    return (
      <AuthCard title={t('missingTokenTitle')} description={t('missingToken')}>
        <Button asChild>
          <Link to={SIGN_IN_PATH}>{t('goToSignIn')}</Link>
        </Button>
      </AuthCard>
    );
  }
  if (undo.isSuccess) {
    return (
      <AuthCard title={t('doneTitle')} description={t('done')}>
        <Button asChild>
          <Link to={SIGN_IN_PATH}>{t('goToSignIn')}</Link>
        </Button>
        <TextLink to={RESET_PATH}>{t('resetPassword')}</TextLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('title')}
      description={t('description')}
      footer={
        <TextLink to={SIGN_IN_PATH} tone="muted">
          {t('goToSignIn')}
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
        {undo.isPending ? t('pending') : t('submit')}
      </Button>
    </AuthCard>
  );
}
