import type { AccountSession } from '@sante/shared/account-schemas';
import { Laptop } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useAccountSessions, useEndSession, useSignOutOtherDevices } from '../api/account-sessions';
import { InlineConfirm } from './inline-confirm';
import { SettingsSection } from './settings-section';

/** The devices signed in to the account: sign one out, or all the others at once. */
export function SessionsSection() {
  const { t } = useTranslation('settings');
  const sessions = useAccountSessions();
  const signOutOthers = useSignOutOtherDevices();
  const [asking, setAsking] = useState(false);
  const others = sessions.data?.filter((row) => !row.current) ?? [];
  return (
    <SettingsSection id="appareils" title={t('sessions.title')} description={t('sessions.description')}>
      {sessions.isPending && <Spinner label={t('common.loading', { ns: 'common' })} />}
      {sessions.isError && (
        <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching}>
          {t('loadError')}
        </QueryError>
      )}
      {sessions.isSuccess && (
        <ul className="flex flex-col divide-y rounded-lg border">
          {sessions.data.map((row) => (
            <SessionRow key={row.id} session={row} />
          ))}
        </ul>
      )}
      {sessions.isSuccess && others.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('sessions.onlyThis')}</p>
      )}
      <FormError error={signOutOthers.error} />
      {others.length > 0 &&
        (asking ? (
          <InlineConfirm
            question={t('sessions.signOutOthersQuestion')}
            confirmLabel={t('sessions.signOutOthersConfirm')}
            cancelLabel={t('cancel')}
            pending={signOutOthers.isPending}
            onCancel={() => setAsking(false)}
            onConfirm={() =>
              signOutOthers.mutate(undefined, {
                onSuccess: () => {
                  setAsking(false);
                  notifySuccess(t('sessions.signedOutOthers'));
                },
              })
            }
          />
        ) : (
          <Button variant="outline" className="self-start" onClick={() => setAsking(true)}>
            {t('sessions.signOutOthers')}
          </Button>
        ))}
    </SettingsSection>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const { t, i18n } = useTranslation('settings');
  const end = useEndSession();
  const [asking, setAsking] = useState(false);
  const language = i18n.resolvedLanguage ?? 'fr';
  const device = t('sessions.device', {
    browser: session.userAgent.browser ?? t('sessions.unknownBrowser'),
    os: session.userAgent.os ?? t('sessions.unknownOs'),
  });
  return (
    <li className="flex flex-col gap-2 p-3">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <Laptop aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="flex min-w-48 flex-1 flex-col gap-0.5 text-sm">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {device}
            {session.current && (
              <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
                {t('sessions.current')}
              </span>
            )}
          </p>
          <p className="text-muted-foreground">
            {t('sessions.lastSeen', { date: formatDateTime(new Date(session.lastSeenAt), language) })}
          </p>
          <p className="text-xs text-muted-foreground">
            {t('sessions.signedInAt', { date: formatDateTime(new Date(session.createdAt), language) })}
            {session.ipAddress && ` · ${t('sessions.network', { ip: session.ipAddress })}`}
          </p>
        </div>
        {!session.current && !asking && (
          <Button variant="outline" size="sm" className="ml-8 text-destructive" onClick={() => setAsking(true)}>
            {t('sessions.end')}
          </Button>
        )}
      </div>
      {asking && (
        <InlineConfirm
          question={t('sessions.endQuestion')}
          confirmLabel={t('sessions.end')}
          cancelLabel={t('cancel')}
          pending={end.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => end.mutate(session.id, { onSuccess: () => notifySuccess(t('sessions.ended')) })}
        />
      )}
      <FormError error={end.error} />
    </li>
  );
}
