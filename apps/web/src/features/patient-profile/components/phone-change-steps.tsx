import { formatCameroonPhone } from '@sante/shared/phone';
import type { TPhoneChangeRequest, TPhoneChangeVerify } from '@sante/shared/patient-schemas';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { CodeField, preloadCodeForm, useCodeForm } from '../../auth/components/code-field';
import type { CodeFormValues } from '../../auth/components/form-schemas';
import { useSendPhoneChangeCode, useVerifyPhoneChange } from '../api/patient-profile';

/*
 * The steps of a phone change, downloaded when the patient asks to change their number (not with the profile).
 */

const newPhoneForm = lazyResolver(() => import('./profile-form-schema').then((m) => m.newPhoneResolver));

/** Runs `action` on Enter: these steps sit inside the profile page without a form element of their own. */
function onEnter(action: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };
}

export function NewPhoneStep({
  onSent,
  onCancel,
}: {
  onSent: (request: TPhoneChangeRequest) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const send = useSendPhoneChangeCode();
  const { register, handleSubmit, setError, formState } = useForm<TPhoneChangeRequest, unknown, TPhoneChangeRequest>({
    resolver: newPhoneForm.resolver,
    defaultValues: { phone: '', currentPassword: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      onSent(values);
    } catch (failure) {
      applyServerErrors(failure, setError, ['phone', 'currentPassword'], { phone_exists: 'phone' });
    }
  });
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4" onFocus={newPhoneForm.preload}>
      <FormField
        id="new-phone"
        label={t('phone.newPhone')}
        hint={t('auth.fields.phoneHint', { ns: 'common' })}
        errors={fieldMessages(tCommon, formState.errors.phone)}
      >
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            autoFocus
            onKeyDown={onEnter(() => void submit())}
            {...register('phone')}
          />
        )}
      </FormField>
      <FormField
        id="new-phone-password"
        label={t('fields.currentPassword')}
        hint={t('fields.currentPasswordHint')}
        errors={fieldMessages(tCommon, formState.errors.currentPassword)}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            onKeyDown={onEnter(() => void submit())}
            {...register('currentPassword')}
          />
        )}
      </FormField>
      <FormError error={send.error} fieldCodes={['phone_exists', 'validation_failed', 'invalid_credentials']} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={send.isPending} onClick={() => void submit()}>
          {t('phone.sendCode')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('phone.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** What the code step needs of the request that checks the code (a TanStack mutation). */
type PhoneCodeCheck = {
  mutateAsync: (body: TPhoneChangeVerify) => Promise<unknown>;
  isPending: boolean;
  error: unknown;
};

type CodeStepProps = {
  /** The new number (E.164) the code was sent to. */
  phone: string;
  /** Patients: `/patients/me/phone/verify`; doctors and staff (a number proposed by staff): `/auth/phone/verify`. */
  verify: PhoneCodeCheck;
  /** "Send again" when the person asked for the code themselves; absent for a number proposed by staff. */
  resend?: { send: () => void; isPending: boolean; error: unknown };
  onDone: () => void;
  onOtherNumber: () => void;
};

/** The 6-digit code sent to the new number, checked by `verify`. */
export function CodeStep({ phone, verify, resend, onDone, onOtherNumber }: CodeStepProps) {
  const { t } = useTranslation('profile');
  const { register, handleSubmit, setError, formState } = useCodeForm();
  const submit = handleSubmit(async ({ code }: CodeFormValues) => {
    const body: TPhoneChangeVerify = { phone, code };
    try {
      await verify.mutateAsync(body);
      notifySuccess(t('phone.changed'));
      onDone();
    } catch (failure) {
      applyServerErrors(failure, setError, ['code'], {
        otp_invalid: 'code',
        otp_expired: 'code',
        otp_attempts_exceeded: 'code',
      });
    }
  });
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4" onFocus={preloadCodeForm}>
      <Alert variant="success">{t('phone.codeSent', { phone: formatCameroonPhone(phone) })}</Alert>
      <div onKeyDown={onEnter(() => void submit())}>
        <CodeField id="phone-change-code" registration={register('code')} error={formState.errors.code} autoFocus />
      </div>
      <FormError
        error={verify.error ?? resend?.error}
        fieldCodes={['otp_invalid', 'otp_expired', 'otp_attempts_exceeded', 'validation_failed']}
      />
      <Button type="button" disabled={verify.isPending} onClick={() => void submit()}>
        {t('phone.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        {resend ? (
          <Button type="button" variant="link" disabled={resend.isPending} onClick={resend.send}>
            {t('phone.resend')}
          </Button>
        ) : null}
        <Button type="button" variant="link" onClick={onOtherNumber}>
          {t('phone.otherNumber')}
        </Button>
      </div>
    </div>
  );
}

/** A patient's own change: `request` is the number and the current password it was asked with (for "send again"). */
export function OwnPhoneCodeStep({
  request,
  onDone,
  onOtherNumber,
}: {
  request: TPhoneChangeRequest;
  onDone: () => void;
  onOtherNumber: () => void;
}) {
  const verify = useVerifyPhoneChange();
  const resend = useSendPhoneChangeCode();
  return (
    <CodeStep
      phone={request.phone}
      verify={verify}
      resend={{ send: () => resend.mutate(request), isPending: resend.isPending, error: resend.error }}
      onDone={onDone}
      onOtherNumber={onOtherNumber}
    />
  );
}
