import { TEST_MESSAGE_LANGUAGES, type DeliveryView, type TestMessageLanguage } from '@sante/shared/messaging-constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { registerCatalogues } from '../../../lib/register-catalogues';
import frMessaging from '../../../locales/fr/messaging.json';
import {
  useChannelDeliveries,
  useDelivery,
  useMessagingChannels,
  useSendTestMessage,
  type TestChannel,
} from '../api/admin-messaging';
import { DeliveryStatusBadge, useDeliveryText } from './delivery-text';

registerCatalogues('messaging', { fr: frMessaging, en: () => import('../../../locales/en/messaging.json') });

/** The form's values as typed (`language` has a default) and as validated. */
type Values = { to: string; language?: TestMessageLanguage };
type Valid = Required<Values>;

const resolvers = {
  email: lazyResolver(() => import('./test-message-form-schema').then((m) => m.testEmailResolver)),
  whatsapp: lazyResolver(() => import('./test-message-form-schema').then((m) => m.testWhatsappResolver)),
};

/**
 * `/admin/test-email` and `/admin/test-whatsapp`: whether the channel reaches a provider, a test message to an
 * address or a Cameroonian number in French or English, its delivery followed as the outbox processes it, and
 * the latest deliveries of the channel (never their recipient or text).
 */
export function TestMessagePage({ channel }: { channel: TestChannel }) {
  const { t } = useTranslation('messaging');
  const [deliveryId, setDeliveryId] = useState<string | null>(null);
  const channels = useMessagingChannels();
  const configured = channels.data?.[channel];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t(`pages.${channel}.title`)}</h1>
        <p className="text-sm text-muted-foreground">{t(`pages.${channel}.description`)}</p>
      </header>
      {configured !== undefined && (
        <Alert variant={configured ? 'success' : 'info'}>
          {t(configured ? `pages.${channel}.configured` : `pages.${channel}.notConfigured`)}
        </Alert>
      )}
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <TestMessageForm channel={channel} onQueued={setDeliveryId} />
        {deliveryId && <DeliveryFollow id={deliveryId} channel={channel} demo={configured === false} />}
      </div>
      <RecentDeliveries channel={channel} />
    </div>
  );
}

function TestMessageForm({ channel, onQueued }: { channel: TestChannel; onQueued: (id: string) => void }) {
  const { t } = useTranslation('messaging');
  const { t: tc } = useTranslation();
  const send = useSendTestMessage(channel);
  const form = resolvers[channel];
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, Valid>({
    resolver: form.resolver,
    defaultValues: { to: '', language: 'fr' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await send.mutateAsync(values);
      onQueued(answer.delivery.id);
    } catch (failure) {
      applyServerErrors(failure, setError, ['to', 'language']);
    }
  });
  const email = channel === 'email';
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={form.preload}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h2 className="text-base font-semibold">{t('form.legend')}</h2>
      <FormField
        id={`test-${channel}-to`}
        label={t(`pages.${channel}.recipient`)}
        hint={t(`pages.${channel}.recipientHint`)}
        errors={fieldMessages(tc, formState.errors.to)}
      >
        {(control) => (
          <Input
            {...control}
            type={email ? 'email' : 'tel'}
            inputMode={email ? 'email' : 'tel'}
            autoComplete={email ? 'email' : 'tel'}
            {...register('to')}
          />
        )}
      </FormField>
      <FormField
        id={`test-${channel}-language`}
        label={t('form.language')}
        errors={fieldMessages(tc, formState.errors.language)}
      >
        {(control) => (
          <Select {...control} {...register('language')}>
            {TEST_MESSAGE_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`form.languages.${language}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormError error={send.error} fieldCodes={['validation_failed']} />
      <Button type="submit" disabled={send.isPending} className="self-start">
        {send.isPending ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}

function DeliveryFollow({ id, channel, demo }: { id: string; channel: TestChannel; demo: boolean }) {
  const { t } = useTranslation('messaging');
  const delivery = useDelivery(id, channel);
  const text = useDeliveryText();
  const data = delivery.data;
  const row = data ? text(data) : null;
  const times = row
    ? (['created', 'sent', 'delivered', 'read', 'failed'] as const).flatMap((name) => {
        const value = row[name];
        return value ? [{ name, value }] : [];
      })
    : [];
  return (
    <section
      aria-labelledby={`follow-${id}`}
      aria-live="polite"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`follow-${id}`} className="text-base font-semibold">
          {t('follow.title')}
        </h2>
        {data && <DeliveryStatusBadge status={data.status} />}
      </div>
      {delivery.isError && <Alert variant="destructive">{t('list.loadError')}</Alert>}
      {data && row && (
        <>
          {data.status === 'queued' && <Spinner label={t('follow.waiting')} />}
          <p className="text-sm">
            {row.message} · {row.attempts}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {times.map(({ name, value }) => (
              <div key={name} className="contents">
                <dt className="text-muted-foreground">{t(`follow.${name}`)}</dt>
                <dd className="tabular-nums">{value}</dd>
              </div>
            ))}
            {data.providerMessageId && !data.providerMessageId.startsWith('log-') && (
              <div className="contents">
                <dt className="text-muted-foreground">{t('follow.providerId')}</dt>
                <dd className="font-mono text-xs break-all">{data.providerMessageId}</dd>
              </div>
            )}
          </dl>
          {row.error && <Alert variant={data.status === 'failed' ? 'destructive' : 'info'}>{row.error}</Alert>}
          {demo && data.status === 'sent' && <p className="text-sm text-muted-foreground">{t('follow.demo')}</p>}
        </>
      )}
    </section>
  );
}

function RecentDeliveries({ channel }: { channel: TestChannel }) {
  const { t } = useTranslation('messaging');
  const { t: tc } = useTranslation();
  const deliveries = useChannelDeliveries(channel);
  const text = useDeliveryText();
  const headingId = `recent-${channel}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t(`pages.${channel}.recent`)}
      </h2>
      {deliveries.isPending && <Spinner label={tc('common.loading')} />}
      {deliveries.isError && <Alert variant="destructive">{t('list.loadError')}</Alert>}
      {deliveries.isSuccess && deliveries.data.length === 0 && <Alert>{t('list.empty')}</Alert>}
      {deliveries.isSuccess && deliveries.data.length > 0 && (
        <>
          <div className="hidden overflow-x-auto rounded-xl border bg-card md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('list.caption')}</caption>
              <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
                <tr>
                  {(['date', 'message', 'status', 'attempts', 'error'] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-medium">
                      {t(`list.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {deliveries.data.map((delivery) => (
                  <DeliveryRow key={delivery.id} delivery={delivery} text={text(delivery)} />
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden">
            {deliveries.data.map((delivery) => {
              const row = text(delivery);
              return (
                <li key={delivery.id} className="flex flex-col gap-1 rounded-xl border bg-card p-3 shadow-sm">
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-medium">{row.message}</p>
                    <DeliveryStatusBadge status={delivery.status} />
                  </div>
                  <p className="text-sm text-muted-foreground tabular-nums">
                    {row.created} · {row.attempts}
                  </p>
                  {row.error && <p className="text-sm text-destructive">{row.error}</p>}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

function DeliveryRow({
  delivery,
  text,
}: {
  delivery: DeliveryView;
  text: ReturnType<ReturnType<typeof useDeliveryText>>;
}) {
  return (
    <tr className="border-b align-top last:border-0">
      <td className="px-3 py-3 whitespace-nowrap tabular-nums">{text.created}</td>
      <td className="px-3 py-3">{text.message}</td>
      <td className="px-3 py-3">
        <DeliveryStatusBadge status={delivery.status} />
      </td>
      <td className="px-3 py-3 tabular-nums">{delivery.attempts}</td>
      <td className="px-3 py-3 text-muted-foreground">{text.error ?? '—'}</td>
    </tr>
  );
}
