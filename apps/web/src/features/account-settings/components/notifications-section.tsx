import {
  ALWAYS_ON_KIND,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@sante/shared/notification-preferences';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../auth/api/session';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';
import { SettingsSection } from './settings-section';

/** Which channels each kind of message uses: a grid of checkboxes, saved as a whole. */
export function NotificationsSection() {
  const { t } = useTranslation('settings');
  const preferences = useNotificationPreferences();
  const hasEmail = Boolean(useSession().data?.user.email);
  return (
    <SettingsSection id="notifications" title={t('notifications.title')} description={t('notifications.description')}>
      {preferences.isPending && <Spinner label={t('common.loading', { ns: 'common' })} />}
      {preferences.isError && (
        <QueryError
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
          retrying={preferences.isFetching}
        >
          {t('loadError')}
        </QueryError>
      )}
      {preferences.isSuccess && <PreferencesGrid initial={preferences.data} hasEmail={hasEmail} />}
    </SettingsSection>
  );
}

function PreferencesGrid({ initial, hasEmail }: { initial: NotificationPreferences; hasEmail: boolean }) {
  const { t } = useTranslation('settings');
  const save = useSaveNotificationPreferences();
  const [grid, setGrid] = useState(initial);
  const securityOff = !NOTIFICATION_CHANNELS.some((channel) => grid[ALWAYS_ON_KIND][channel]);
  const toggle = (kind: NotificationKind, channel: NotificationChannel, on: boolean) =>
    setGrid((current) => ({ ...current, [kind]: { ...current[kind], [channel]: on } }));

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (securityOff) return;
        save.mutate({ preferences: grid }, { onSuccess: () => notifySuccess(t('notifications.saved')) });
      }}
    >
      <table className="w-full table-fixed border-collapse text-sm">
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pr-2 text-left font-medium">
              {t('notifications.kindColumn')}
            </th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th
                key={channel}
                scope="col"
                className="w-14 px-0.5 py-2 text-center text-xs font-medium sm:w-24 sm:text-sm"
              >
                {t(`notifications.channels.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind} className="border-b last:border-b-0">
              <th scope="row" className="py-3 pr-2 text-left font-normal">
                {t(`notifications.kinds.${kind}`)}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <td key={channel} className="px-0.5 py-1 text-center">
                  {/* A 44 px tap target around the box, which keeps its size. */}
                  <label className="inline-flex size-11 cursor-pointer items-center justify-center">
                    <Checkbox
                      aria-label={t('notifications.switchLabel', {
                        kind: t(`notifications.kinds.${kind}`),
                        channel: t(`notifications.channels.${channel}`),
                      })}
                      checked={grid[kind][channel]}
                      disabled={channel === 'email' && !hasEmail}
                      aria-invalid={kind === ALWAYS_ON_KIND && securityOff}
                      aria-describedby={kind === ALWAYS_ON_KIND ? 'security-note' : undefined}
                      onChange={(event) => toggle(kind, channel, event.target.checked)}
                      className="size-6"
                    />
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p id="security-note" className={securityOff ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}>
        {t('notifications.securityNote')}
      </p>
      {!hasEmail && <p className="text-xs text-muted-foreground">{t('notifications.noEmail')}</p>}
      <FormError error={save.error} />
      <Button type="submit" className="self-start" disabled={save.isPending || securityOff}>
        {t('notifications.save')}
      </Button>
    </form>
  );
}
