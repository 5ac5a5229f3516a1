import { VIDEO_GUEST_KINDS, type VideoGuestKind } from '@sante/shared/teleconsultation-constants';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useGuestAction, useGuests } from '../api/teleconsultations';
import type { GuestInviteInput, GuestInviteValues } from './guest-invite-schema';

const inviteForm = lazyResolver<GuestInviteInput, GuestInviteValues>(() =>
  import('./guest-invite-schema').then((m) => m.guestInviteResolver),
);
const FIELDS = ['name', 'kind', 'phone', 'email'] as const;
type Reach = 'phone' | 'email';

/**
 * The doctor's invitations in the room (ADR 052, 059): an interpreter or a relative, by name, reached by phone
 * (WhatsApp or SMS) or e-mail with a single-use link valid 30 minutes; the guests invited, whether they joined, and
 * « Retirer » (their connection closes at once).
 */
export function GuestsPanel({ consultationId }: { consultationId: string }) {
  const { t, i18n } = useTranslation('teleconsultations');
  const { t: tc } = useTranslation();
  const guests = useGuests(consultationId);
  const action = useGuestAction(consultationId);
  const [reach, setReach] = useState<Reach>('phone');
  const reachRef = useRef(reach);
  useEffect(() => {
    reachRef.current = reach;
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, reset } = useForm<GuestInviteInput, unknown, GuestInviteValues>({
    // The contact not chosen is left out of the values (one of phone or e-mail).
    resolver: (values, context, options) =>
      inviteForm.resolver(
        reachRef.current === 'phone' ? { ...values, email: undefined } : { ...values, phone: undefined },
        context,
        options,
      ),
    defaultValues: { name: '', kind: 'interpreter' },
  });
  const id = (field: string) => `guest-${consultationId}-${field}`;
  const submit = handleSubmit(async (values) => {
    try {
      await action.mutateAsync({ type: 'invite', guest: values });
      setSentTo(values.name);
      reset({ name: '', kind: values.kind, phone: '', email: '' });
    } catch (failure) {
      applyServerErrors(failure, setError, FIELDS);
    }
  });

  return (
    <section aria-labelledby="guests-title" className="flex flex-col gap-4 rounded-xl border bg-card p-4">
      <h2 id="guests-title" className="font-semibold">
        {t('guests.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('guests.intro')}</p>
      {guests.isPending && <Spinner label={t('guests.loading')} />}
      {guests.data && guests.data.length > 0 && (
        <ul aria-label={t('guests.listLabel')} className="flex flex-col gap-2">
          {guests.data.map((guest) => (
            <li
              key={guest.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
            >
              <span className="flex flex-col">
                <span className="font-medium">
                  {t('guests.tile', { name: guest.name, kind: t(`guests.kinds.${guest.kind}`) })}
                </span>
                <span className="text-sm text-muted-foreground">
                  {guest.joinedAt
                    ? t('guests.joined', { when: formatDateTime(new Date(guest.joinedAt), i18n.language) })
                    : t('guests.invited')}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={action.isPending}
                onClick={() => action.mutate({ type: 'remove', guestId: guest.id })}
              >
                {t('guests.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onFocus={inviteForm.preload}
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-3"
      >
        <FormField id={id('name')} label={t('guests.name')} errors={fieldMessages(tc, formState.errors.name)}>
          {(control) => <Input {...control} {...register('name')} autoComplete="off" />}
        </FormField>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('guests.kind')}</legend>
          <div className="flex flex-wrap gap-2">
            {VIDEO_GUEST_KINDS.map((kind: VideoGuestKind) => (
              <label
                key={kind}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary"
              >
                <input type="radio" value={kind} {...register('kind')} className="accent-primary" />
                {t(`guests.kindOptions.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('guests.reach')}</legend>
          <div className="flex flex-wrap gap-2">
            {(['phone', 'email'] as const).map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary"
              >
                <input
                  type="radio"
                  name={id('reach')}
                  checked={reach === option}
                  onChange={() => setReach(option)}
                  className="accent-primary"
                />
                {t(`guests.reachOptions.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {reach === 'phone' ? (
          <FormField
            id={id('phone')}
            label={t('guests.phone')}
            hint={t('guests.phoneHint')}
            errors={fieldMessages(tc, formState.errors.phone)}
          >
            {(control) => <Input {...control} {...register('phone')} type="tel" inputMode="tel" autoComplete="off" />}
          </FormField>
        ) : (
          <FormField id={id('email')} label={t('guests.email')} errors={fieldMessages(tc, formState.errors.email)}>
            {(control) => <Input {...control} {...register('email')} type="email" autoComplete="off" />}
          </FormField>
        )}
        <FormError error={Object.keys(formState.errors).length > 0 ? null : action.error} />
        {sentTo && (
          <p role="status" className="text-sm">
            {t('guests.sent', { name: sentTo })}
          </p>
        )}
        <Button type="submit" className="self-start" disabled={action.isPending}>
          {t('guests.invite')}
        </Button>
      </form>
    </section>
  );
}
