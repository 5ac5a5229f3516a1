import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordForm } from './new-password-form';
import './register-recovery-catalogues';

/** The page opened from an emailed link (`?token=`): a new password, then the sign-in page. */
export function TokenResetForm({ token, signInPath }: { token: string; signInPath: string }) {
  const { t } = useTranslation('recovery');
  const navigate = useNavigate();
  const reset = useResetPassword();
  return (
    <NewPasswordForm
      submitLabel={t('savePassword')}
      pending={reset.isPending}
      error={reset.error}
      onSubmit={async (values) => {
        await reset.mutateAsync({ token, ...values });
        notifySuccess(t('passwordChanged'));
        await navigate(signInPath, { replace: true });
      }}
    />
  );
}
