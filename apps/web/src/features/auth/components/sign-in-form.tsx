import { parseIdentifier } from '@sante/shared/identifier';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { isMfaChallenge, useSignIn } from '../api/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import type { Portal } from '../hooks/use-establish-session';
import { FormError } from '../../../components/form-error';
import type { SignInFormValues } from './form-schemas';
import { signInForm } from './lazy-resolvers';
import { MfaCodeForm } from './mfa-code-form';
import { SuspendedAccountAlert } from './suspended-account-alert';
import { ApiError } from '../../../lib/api-client';
import { useSubmitPendingForm } from '../../../lib/pending-submit';

export function SignInForm({ portal }: { portal: Portal }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const completeSignIn = useCompleteSignIn();
  const [missingCredentials, setMissingCredentials] = useState(false);
  const [mfaFactorId, setMfaFactorId] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<SignInFormValues>({
    resolver: signInForm.resolver,
    defaultValues: { identifier: '', password: '' },
  });
  const formRef = useSubmitPendingForm();

  if (mfaFactorId) {
    return <MfaCodeForm factorId={mfaFactorId} onCancel={() => setMfaFactorId(null)} />;
  }

  const onValid = async ({ identifier, password }: SignInFormValues) => {
    setMissingCredentials(false);
    const parsed = parseIdentifier(identifier);
    if (!parsed) return;
    const credentials = parsed.kind === 'email' ? { email: parsed.email } : { phone: parsed.phone };
    try {
      const answer = await signIn.mutateAsync({ ...credentials, password, portal });
      if (isMfaChallenge(answer)) setMfaFactorId(answer.factorId);
      else completeSignIn(answer);
    } catch (error) {
      applyServerErrors(error, setError, ['identifier', 'password']);
    }
  };

  // The specification's message when the identifier or the password is missing (section 5).
  const onInvalid = (errors: FieldErrors<SignInFormValues>) => {
    signIn.reset();
    setMissingCredentials(
      errors.identifier?.message === 'validation.required' || errors.password?.message === 'validation.required',
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      onFocus={signInForm.preload}
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-4"
    >
      <FormField
        id="identifier"
        label={t('auth.fields.identifier')}
        hint={t('auth.fields.identifierHint')}
        errors={fieldMessages(t, formState.errors.identifier)}
      >
        {(control) => <Input {...control} type="text" autoComplete="username" {...register('identifier')} />}
      </FormField>
      <FormField id="password" label={t('auth.fields.password')} errors={fieldMessages(t, formState.errors.password)}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...register('password')} />}
      </FormField>
      {missingCredentials && <Alert variant="destructive">{t('errors.missing_credentials')}</Alert>}
      {signIn.error instanceof ApiError && signIn.error.code === 'account_suspended' ? (
        <SuspendedAccountAlert />
      ) : (
        <FormError error={signIn.error} fallback="errors.signIn" />
      )}
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? t('auth.signIn.pending') : t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
