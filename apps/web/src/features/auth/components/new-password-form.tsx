import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { FormError } from '../../../components/form-error';
import type { NewPasswordValues } from './form-schemas';
import { newPasswordForm } from './lazy-resolvers';

type NewPasswordFormProps = {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  /** Sends the new password; a failure is shown in the form (weak-password reasons under the field). */
  onSubmit: (values: NewPasswordValues) => Promise<void>;
};

/** A new password and its confirmation: reset link, recovery code, invitation. */
export function NewPasswordForm({ submitLabel, pending, error, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<NewPasswordValues>({
    resolver: newPasswordForm.resolver,
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  const submit = async (values: NewPasswordValues) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      applyServerErrors(failure, setError, ['password', 'passwordConfirmation']);
    }
  };

  return (
    <form noValidate onFocus={newPasswordForm.preload} onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      <FormField
        id="new-password"
        label={t('auth.fields.newPassword')}
        hint={t('auth.fields.passwordHint')}
        errors={fieldMessages(t, formState.errors.password)}
      >
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...register('password')} />}
      </FormField>
      <FormField
        id="new-password-confirmation"
        label={t('auth.fields.passwordConfirmation')}
        errors={fieldMessages(t, formState.errors.passwordConfirmation)}
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...register('passwordConfirmation')} />
        )}
      </FormField>
      <FormError error={error} />
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
