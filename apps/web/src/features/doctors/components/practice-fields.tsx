import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import './register-doctor-profile-catalogues';

/**
 * The fields of a carer's professional profile that the carer's own form (`/dashboard-medecin/profil`) and staff's
 * form (`/admin/medecins`) share: one way to choose from a list and one way to type a whole number.
 */
type FieldProps = {
  id: string;
  label: string;
  hint?: string | undefined;
  errors: string[];
  registration: UseFormRegisterReturn;
};

/** A list to choose from, starting with « Choisir… » (nothing chosen). */
export function ChoiceField<T extends string>({
  options,
  optionLabel,
  ...field
}: FieldProps & { options: readonly T[]; optionLabel: (value: T) => string }) {
  const { t } = useTranslation('doctorProfile');
  return (
    <FormField id={field.id} label={field.label} hint={field.hint} errors={field.errors}>
      {(control) => (
        <Select {...control} {...field.registration}>
          <option value="">{t('choose')}</option>
          {options.map((value) => (
            <option key={value} value={value}>
              {optionLabel(value)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/** A whole number typed on the phone's numeric keypad (years, FCFA, km). */
export function WholeNumberField({
  min,
  max,
  step,
  ...field
}: FieldProps & { min: number; max?: number | undefined; step?: number | undefined }) {
  return (
    <FormField id={field.id} label={field.label} hint={field.hint} errors={field.errors}>
      {(control) => (
        <Input {...control} type="number" inputMode="numeric" min={min} max={max} step={step} {...field.registration} />
      )}
    </FormField>
  );
}
