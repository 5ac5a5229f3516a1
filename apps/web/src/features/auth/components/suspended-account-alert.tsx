import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpLine } from '../../../components/help-line';
import { Alert } from '../../../components/ui/alert';
import { accountSuspendedNoticePending, clearAccountSuspendedNotice } from '../../../lib/account-suspended-notice';

/** « Votre compte est suspendu » and the service's number to call (never the reason: ADR 054). */
export function SuspendedAccountAlert() {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive" className="flex flex-col gap-2" data-testid="account-suspended">
      <span>{t('errors.account_suspended')}</span>
      <HelpLine intro={t('auth.signIn.suspendedCall')} />
    </Alert>
  );
}

/** On a sign-in page reached because the session was refused as suspended: the same message, once. */
export function SuspendedSessionNotice() {
  const [pending] = useState(accountSuspendedNoticePending);
  useEffect(() => clearAccountSuspendedNotice(), []);
  return pending ? <SuspendedAccountAlert /> : null;
}
