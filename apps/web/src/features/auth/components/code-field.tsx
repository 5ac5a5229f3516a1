import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { fieldMessages } from '../../../lib/form-errors';
import type { CodeFormValues } from './form-schemas';
import { codeForm } from './lazy-resolvers';

/** The form state of a 6-digit code step (MFA sign-in, recovery code). */
export function useCodeForm() {
  return useForm<CodeFormValues>({ resolver: codeForm.resolver, defaultValues: { code: '' } });
}

export const preloadCodeForm = codeForm.preload;

type CodeFieldProps = {
  id: string;
  registration: UseFormRegisterReturn<'code'>;
  error: Parameters<typeof fieldMessages>[1];
  autoFocus?: boolean;
};

/** A 6-digit code input the phone fills from the SMS (`one-time-code`), with its label and errors. */
export function CodeField({ id, registration, error, autoFocus = false }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('auth.fields.code')} errors={fieldMessages(t, error)}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus={autoFocus}
          className="tracking-[0.4em]"
          {...registration}
        />
      )}
    </FormField>
  );
}
