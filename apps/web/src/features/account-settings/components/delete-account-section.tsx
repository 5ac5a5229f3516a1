import { DELETED_ACCOUNT_RETENTION_YEARS } from '@sante/shared/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { TextLink } from '../../../components/ui/text-link';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { useDeleteAccount } from '../api/delete-account';
import type { DeleteAccountValues } from './form-schemas';
import { deleteAccountForm } from './settings-resolvers';
import { SettingsSection } from './settings-section';

/** What deletion erases and what the law makes us keep (and how long), then the password confirmation. */
export function DeleteAccountSection() {
  const { t } = useTranslation('settings');
  const [confirming, setConfirming] = useState(false);
  return (
    <SettingsSection id="supprimer-mon-compte" title={t('delete.title')} tone="danger" description={t('delete.intro')}>
      <div className="flex flex-col gap-3 text-sm">
        <h3 className="font-semibold">{t('delete.erasedTitle')}</h3>
        <ul className="ml-5 list-disc space-y-1">
          {t('delete.erased', { returnObjects: true }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h3 className="font-semibold">{t('delete.keptTitle')}</h3>
        <ul className="ml-5 list-disc space-y-1">
          {t('delete.kept', { returnObjects: true }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{t('delete.keptDuration', { years: DELETED_ACCOUNT_RETENTION_YEARS })}</p>
        <p className="text-muted-foreground">{t('delete.beforeYouGo')}</p>
        <TextLink to="/politique-confidentialite" className="self-start">
          {t('delete.privacyLink')}
        </TextLink>
      </div>
      {confirming ? (
        <ConfirmDeletion onCancel={() => setConfirming(false)} />
      ) : (
        <Button variant="destructive" className="self-start" onClick={() => setConfirming(true)}>
          {t('delete.start')}
        </Button>
      )}
    </SettingsSection>
  );
}

function ConfirmDeletion({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const remove = useDeleteAccount();
  const { register, handleSubmit, setError, formState } = useForm<DeleteAccountValues>({
    resolver: deleteAccountForm.resolver,
    defaultValues: { password: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
    } catch (failure) {
      applyServerErrors(failure, setError, ['password']);
    }
  });
  return (
    <form
      noValidate
      onFocus={deleteAccountForm.preload}
      onSubmit={submit}
      aria-labelledby="delete-confirm-title"
      className="flex flex-col gap-4 rounded-lg border border-destructive/40 p-3 sm:max-w-md"
    >
      <h3 id="delete-confirm-title" className="font-semibold">
        {t('delete.confirmTitle')}
      </h3>
      <FormField
        id="delete-password"
        label={t('delete.passwordLabel')}
        errors={fieldMessages(tc, formState.errors.password)}
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" autoFocus {...register('password')} />
        )}
      </FormField>
      <FormError error={formState.errors.password ? null : remove.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={remove.isPending || remove.isSuccess}>
          {t('delete.confirm')}
        </Button>
        <Button variant="outline" disabled={remove.isPending} onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
