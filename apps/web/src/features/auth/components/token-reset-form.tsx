import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordForm } from './new-password-form';

/** The page opened from an emailed link (`?token=`): a new password, then the sign-in page. */
export function TokenResetForm({ token, signInPath }: { token: string; signInPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  return (
    <NewPasswordForm
      submitLabel={t('auth.recovery.savePassword')}
      pending={reset.isPending}
      error={reset.error}
      onSubmit={async (values) => {
        await reset.mutateAsync({ token, ...values });
        notifySuccess(t('auth.recovery.passwordChanged'));
        await navigate(signInPath, { replace: true });
      }}
    />
  );
}
