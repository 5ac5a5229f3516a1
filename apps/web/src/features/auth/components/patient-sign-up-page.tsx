import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { BookingInProgress } from '../../booking/components/booking-in-progress';
import { TextLink } from '../../../components/ui/text-link';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { isMfaChallenge } from '../api/sign-in';
import { useResendSignUpCode, useSignUp } from '../api/sign-up';
import { useVerifyOtp } from '../api/verify-otp';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { AuthCard } from './auth-card';
import { CodeField, preloadCodeForm, useCodeForm } from './code-field';
import { FormError } from '../../../components/form-error';
import type { CodeFormValues, SignUpFormInput, SignUpFormValues } from './form-schemas';
import { signUpForm } from './lazy-resolvers';
import { useSubmitPendingForm } from '../../../lib/pending-submit';
import './register-sign-up-catalogues';

const FIELDS = ['firstName', 'lastName', 'phone', 'email', 'password', 'passwordConfirmation', 'acceptTerms'] as const;

/**
 * `/connexion/patient/inscription`: the form validates with the same schema as the server; the code sent to
 * the phone then activates the account (ADR 022). The booking journey links here with `?redirect=`.
 */
export function PatientSignUpPage() {
  const { t } = useTranslation('signUp');
  const { t: tc } = useTranslation();
  const signUp = useSignUp();
  const { register, handleSubmit, setError, formState } = useForm<SignUpFormInput, unknown, SignUpFormValues>({
    resolver: signUpForm.resolver,
    defaultValues: { firstName: '', lastName: '', phone: '', email: '', password: '', passwordConfirmation: '' },
  });
  const formRef = useSubmitPendingForm();
  const errors = (name: (typeof FIELDS)[number]) => fieldMessages(tc, formState.errors[name]);

  const [sent, setSent] = useState<SignUpFormValues | null>(null);

  const onSubmit = async (values: SignUpFormValues) => {
    try {
      await signUp.mutateAsync(values);
      setSent(values);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS, { phone_exists: 'phone', email_exists: 'email' });
    }
  };

  return (
    <AuthCard
      title={t('title')}
      description={t('description')}
      footer={
        <p>
          {t('haveAccount')} <TextLink to="/connexion/patient">{tc('common.signIn')}</TextLink>
        </p>
      }
    >
      <BookingInProgress />
      {sent ? (
        <SignUpCodeStep values={sent} onEdit={() => setSent(null)} />
      ) : (
        <form
          ref={formRef}
          noValidate
          onFocus={signUpForm.preload}
          onSubmit={handleSubmit(onSubmit)}
          className="flex flex-col gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="firstName" label={tc('auth.fields.firstName')} errors={errors('firstName')}>
              {(control) => <Input {...control} autoComplete="given-name" maxLength={80} {...register('firstName')} />}
            </FormField>
            <FormField id="lastName" label={tc('auth.fields.lastName')} errors={errors('lastName')}>
              {(control) => <Input {...control} autoComplete="family-name" maxLength={80} {...register('lastName')} />}
            </FormField>
          </div>
          <FormField
            id="phone"
            label={tc('auth.fields.phone')}
            hint={tc('auth.fields.phoneHint')}
            errors={errors('phone')}
          >
            {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="tel" {...register('phone')} />}
          </FormField>
          <FormField id="email" label={tc('auth.fields.emailOptional')} errors={errors('email')}>
            {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
          </FormField>
          <FormField
            id="password"
            label={tc('auth.fields.password')}
            hint={tc('auth.fields.passwordHint')}
            errors={errors('password')}
          >
            {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('password')} />}
          </FormField>
          <FormField
            id="passwordConfirmation"
            label={tc('auth.fields.passwordConfirmation')}
            errors={errors('passwordConfirmation')}
          >
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" {...register('passwordConfirmation')} />
            )}
          </FormField>
          <FormField
            id="acceptTerms"
            inline
            errors={errors('acceptTerms')}
            label={
              <>
                {tc('auth.fields.acceptTermsBefore')}{' '}
                <TextLink to="/cgu" target="_blank" rel="noopener">
                  {tc('auth.fields.termsLink')}
                </TextLink>
              </>
            }
          >
            {(control) => <Checkbox {...control} className="mt-0.5" {...register('acceptTerms')} />}
          </FormField>
          <FormError error={signUp.error} fallback="errors.signUp" fieldCodes={['phone_exists', 'email_exists']} />
          <Button type="submit" disabled={signUp.isPending}>
            {signUp.isPending ? t('pending') : t('submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

/** Step 2: the code sent to the phone creates the account and opens its session (then the remembered page). */
function SignUpCodeStep({ values, onEdit }: { values: SignUpFormValues; onEdit: () => void }) {
  const { t } = useTranslation('signUp');
  const { t: tc } = useTranslation();
  const verify = useVerifyOtp();
  const resend = useResendSignUpCode();
  const completeSignIn = useCompleteSignIn();
  const { register, handleSubmit, setError, formState } = useCodeForm();

  const onSubmit = async ({ code }: CodeFormValues) => {
    try {
      const answer = await verify.mutateAsync({ phone: values.phone, token: code, type: 'signup', portal: 'patient' });
      if (!isMfaChallenge(answer)) completeSignIn(answer, tc('success.signUp'));
    } catch (error) {
      applyServerErrors(error, setError, ['code'], {
        otp_invalid: 'code',
        otp_expired: 'code',
        otp_attempts_exceeded: 'code',
      });
    }
  };

  return (
    <form noValidate onFocus={preloadCodeForm} onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <Alert variant="success">{t('codeSent', { phone: values.phone })}</Alert>
      <CodeField id="sign-up-code" autoFocus registration={register('code')} error={formState.errors.code} />
      <FormError
        error={verify.error ?? resend.error}
        fieldCodes={['otp_invalid', 'otp_expired', 'otp_attempts_exceeded']}
      />
      {resend.isSuccess ? <p className="text-sm text-muted-foreground">{t('resent')}</p> : null}
      <Button type="submit" disabled={verify.isPending}>
        {verify.isPending ? t('verifying') : t('verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="link" disabled={resend.isPending} onClick={() => resend.mutate(values.phone)}>
          {t('resend')}
        </Button>
        <Button variant="link" onClick={onEdit}>
          {t('editDetails')}
        </Button>
      </div>
    </form>
  );
}
