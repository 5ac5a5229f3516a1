import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { fieldMessages } from '../../../lib/form-errors';
import { useRecoverPassword } from '../api/recover-password';
import { FormError } from '../../../components/form-error';
import type { EmailFormInput, EmailFormValues } from './form-schemas';
import { emailForm } from './lazy-resolvers';
import { useSubmitPendingForm } from '../../../lib/pending-submit';
import './register-recovery-catalogues';

/** Asks for a reset link; the email leads back to `redirectTo?token=...`. */
export function EmailRecoveryForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('recovery');
  const { t: tc } = useTranslation();
  const recover = useRecoverPassword();
  const { register, handleSubmit, formState } = useForm<EmailFormInput, unknown, EmailFormValues>({
    resolver: emailForm.resolver,
    defaultValues: { email: '' },
  });
  const formRef = useSubmitPendingForm();

  if (recover.isSuccess) return <Alert variant="success">{t('linkSent')}</Alert>;

  return (
    <form
      ref={formRef}
      noValidate
      onFocus={emailForm.preload}
      onSubmit={handleSubmit(({ email }) => recover.mutate({ email, redirectTo }))}
      className="flex flex-col gap-4"
    >
      <FormField id="recovery-email" label={tc('auth.fields.email')} errors={fieldMessages(tc, formState.errors.email)}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <FormError error={recover.error} />
      <Button type="submit" disabled={recover.isPending}>
        {t('sendLink')}
      </Button>
    </form>
  );
}
