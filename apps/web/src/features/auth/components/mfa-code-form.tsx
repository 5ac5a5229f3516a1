import type { AuthResponse } from '@sante/shared/auth-schemas';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { applyServerErrors } from '../../../lib/form-errors';
import { useVerifyMfa } from '../api/verify-mfa';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { CodeField, preloadCodeForm, useCodeForm } from './code-field';
import { FormError } from '../../../components/form-error';
import type { CodeFormValues } from './form-schemas';

type MfaCodeFormProps = {
  factorId: string;
  onCancel: () => void;
  /** What follows the session (default: the sign-in's landing page). */
  onVerified?: (response: AuthResponse) => void;
};

/**
 * Second step of any sign-in that answered `{ mfaRequired: true, factorId }`: password, recovery code,
 * invitation.
 */
export function MfaCodeForm({ factorId, onCancel, onVerified }: MfaCodeFormProps) {
  const { t } = useTranslation();
  const verify = useVerifyMfa();
  const completeSignIn = useCompleteSignIn();
  const { register, handleSubmit, setError, formState } = useCodeForm();

  const onSubmit = async ({ code }: CodeFormValues) => {
    try {
      const response = await verify.mutateAsync({ factorId, code });
      if (onVerified) onVerified(response);
      else completeSignIn(response);
    } catch (error) {
      applyServerErrors(error, setError, ['code'], { mfa_invalid_code: 'code' });
    }
  };

  return (
    <form noValidate onFocus={preloadCodeForm} onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{t('auth.mfa.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('auth.mfa.description')}</p>
      </div>
      <CodeField id="mfa-code" registration={register('code')} error={formState.errors.code} autoFocus />
      <FormError error={verify.error} fallback="errors.signIn" fieldCodes={['mfa_invalid_code']} />
      <Button type="submit" disabled={verify.isPending}>
        {t('auth.mfa.submit')}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t('auth.mfa.cancel')}
      </Button>
    </form>
  );
}
