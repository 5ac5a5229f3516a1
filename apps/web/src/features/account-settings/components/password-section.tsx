import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import type { ChangePasswordValues } from './form-schemas';
import { changePasswordForm } from './settings-resolvers';
import { SettingsSection } from './settings-section';

/** Current password, new one and its confirmation; weak-password reasons show under the new password. */
export function PasswordSection() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordValues>({
    resolver: changePasswordForm.resolver,
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });
  const submit = handleSubmit(async ({ currentPassword, password }) => {
    try {
      await change.mutateAsync({ currentPassword, password });
      reset();
      notifySuccess(t('password.changed'));
    } catch (failure) {
      applyServerErrors(failure, setError, ['currentPassword', 'password']);
    }
  });
  const errorShownInField = change.error !== null && formState.errors.currentPassword?.type === 'server';
  return (
    <SettingsSection id="mot-de-passe" title={t('password.title')} description={t('password.description')}>
      <form
        noValidate
        onFocus={changePasswordForm.preload}
        onSubmit={submit}
        className="flex flex-col gap-4 sm:max-w-md"
      >
        <FormField
          id="current-password"
          label={t('password.current')}
          errors={fieldMessages(tc, formState.errors.currentPassword)}
        >
          {(control) => (
            <Input {...control} type="password" autoComplete="current-password" {...register('currentPassword')} />
          )}
        </FormField>
        <FormField
          id="new-password"
          label={t('password.new')}
          hint={tc('auth.fields.passwordHint')}
          errors={fieldMessages(tc, formState.errors.password)}
        >
          {(control) => <Input {...control} type="password" autoComplete="new-password" {...register('password')} />}
        </FormField>
        <FormField
          id="new-password-confirmation"
          label={t('password.confirmation')}
          errors={fieldMessages(tc, formState.errors.passwordConfirmation)}
        >
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...register('passwordConfirmation')} />
          )}
        </FormField>
        <FormError error={errorShownInField ? null : change.error} fieldCodes={['weak_password']} />
        <Button type="submit" className="self-start" disabled={change.isPending}>
          {t('password.submit')}
        </Button>
      </form>
    </SettingsSection>
  );
}
