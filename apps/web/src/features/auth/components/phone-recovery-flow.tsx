import type { AuthResponse } from '@sante/shared/auth-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { useRecoverPassword } from '../api/recover-password';
import { useUpdateUser } from '../api/update-user';
import { isMfaChallenge } from '../api/sign-in';
import { useVerifyOtp } from '../api/verify-otp';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useEstablishSession, type Portal } from '../hooks/use-establish-session';
import { CodeField, preloadCodeForm, useCodeForm } from './code-field';
import { MfaCodeForm } from './mfa-code-form';
import { FormError } from '../../../components/form-error';
import type { CodeFormValues, PhoneFormInput, PhoneFormValues } from './form-schemas';
import { phoneForm } from './lazy-resolvers';
import { NewPasswordForm } from './new-password-form';
import { useSubmitPendingForm } from '../../../lib/pending-submit';
import './register-recovery-catalogues';

type Step = { name: 'phone' } | { name: 'code'; phone: string } | { name: 'password' };

type PhoneRecoveryFlowProps = {
  portal: Exclude<Portal, 'any'>;
  /** Says where the code went (SMS/WhatsApp or WhatsApp only). */
  sentMessage: 'codeSent' | 'codeSentWhatsapp';
};

/** Phone -> code (type `recovery`, which opens a session) -> new password (`PUT /api/auth/user`). */
export function PhoneRecoveryFlow({ portal, sentMessage }: PhoneRecoveryFlowProps) {
  const [step, setStep] = useState<Step>({ name: 'phone' });
  if (step.name === 'phone') return <PhoneStep onSent={(phone) => setStep({ name: 'code', phone })} />;
  if (step.name === 'code') {
    return (
      <CodeStep
        phone={step.phone}
        portal={portal}
        sentMessage={sentMessage}
        onVerified={() => setStep({ name: 'password' })}
        onChangeNumber={() => setStep({ name: 'phone' })}
      />
    );
  }
  return <PasswordStep />;
}

function PhoneStep({ onSent }: { onSent: (phone: string) => void }) {
  const { t } = useTranslation('recovery');
  const { t: tc } = useTranslation();
  const recover = useRecoverPassword();
  const { register, handleSubmit, formState } = useForm<PhoneFormInput, unknown, PhoneFormValues>({
    resolver: phoneForm.resolver,
    defaultValues: { phone: '' },
  });
  const formRef = useSubmitPendingForm();

  const onSubmit = ({ phone }: PhoneFormValues) => {
    recover.mutate({ phone }, { onSuccess: () => onSent(phone) });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onFocus={phoneForm.preload}
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-4"
    >
      <FormField
        id="recovery-phone"
        label={tc('auth.fields.phone')}
        hint={tc('auth.fields.phoneHint')}
        errors={fieldMessages(tc, formState.errors.phone)}
      >
        {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="tel" {...register('phone')} />}
      </FormField>
      <FormError error={recover.error} />
      <Button type="submit" disabled={recover.isPending}>
        {t('sendCode')}
      </Button>
    </form>
  );
}

type CodeStepProps = {
  phone: string;
  portal: Exclude<Portal, 'any'>;
  sentMessage: PhoneRecoveryFlowProps['sentMessage'];
  onVerified: () => void;
  onChangeNumber: () => void;
};

function CodeStep({ phone, portal, sentMessage, onVerified, onChangeNumber }: CodeStepProps) {
  const { t } = useTranslation('recovery');
  const verify = useVerifyOtp();
  const resend = useRecoverPassword();
  const establish = useEstablishSession();
  const [mfaFactorId, setMfaFactorId] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useCodeForm();

  if (mfaFactorId) {
    const done = (response: AuthResponse) => {
      establish(response);
      onVerified();
    };
    return <MfaCodeForm factorId={mfaFactorId} onCancel={onChangeNumber} onVerified={done} />;
  }

  const onSubmit = async ({ code }: CodeFormValues) => {
    try {
      const answer = await verify.mutateAsync({ phone, token: code, type: 'recovery', portal });
      if (isMfaChallenge(answer)) {
        setMfaFactorId(answer.factorId);
        return;
      }
      establish(answer);
      onVerified();
    } catch (error) {
      applyServerErrors(error, setError, ['code'], { otp_invalid: 'code', otp_expired: 'code' });
    }
  };

  return (
    <form noValidate onFocus={preloadCodeForm} onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <Alert variant="success">{t(sentMessage)}</Alert>
      <CodeField id="recovery-code" registration={register('code')} error={formState.errors.code} />
      <FormError error={verify.error ?? resend.error} fieldCodes={['otp_invalid', 'otp_expired']} />
      <Button type="submit" disabled={verify.isPending}>
        {t('verifyCode')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="link" disabled={resend.isPending} onClick={() => resend.mutate({ phone })}>
          {t('resendCode')}
        </Button>
        <Button variant="link" onClick={onChangeNumber}>
          {t('changeNumber')}
        </Button>
      </div>
    </form>
  );
}

function PasswordStep() {
  const { t } = useTranslation('recovery');
  const update = useUpdateUser();
  const completeSignIn = useCompleteSignIn();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('choosePassword')}</p>
      <NewPasswordForm
        submitLabel={t('savePassword')}
        pending={update.isPending}
        error={update.error}
        onSubmit={async ({ password }) => {
          completeSignIn(await update.mutateAsync({ password }), t('passwordChanged'));
        }}
      />
    </div>
  );
}
