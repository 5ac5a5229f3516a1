import { mobileMoneyOperatorOf, type MobileMoneyOperator } from '@sante/shared/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/payments.json';
import { useMessageTexts } from '../../../lib/use-message-texts';

registerCatalogues('payments', { fr, en: () => import('../../../locales/en/payments.json') });

const OPERATORS: readonly MobileMoneyOperator[] = ['mtn_momo', 'orange_money'];

export type MobileMoneyChoice = {
  phone: string;
  setPhone: (phone: string) => void;
  operator: MobileMoneyOperator;
  choose: (operator: MobileMoneyOperator) => void;
};

/**
 * The number and the operator of a mobile-money payment: the operator follows the number typed (the national
 * numbering plan, `mobileMoneyOperatorOf`) until the payer picks one, else `fallback`.
 */
export function useMobileMoneyChoice(initialPhone: string, fallback: MobileMoneyOperator): MobileMoneyChoice {
  const [typed, setPhone] = useState<string | null>(null);
  const [chosen, choose] = useState<MobileMoneyOperator | null>(null);
  const phone = typed ?? initialPhone;
  return { phone, setPhone, operator: chosen ?? mobileMoneyOperatorOf(phone) ?? fallback, choose };
}

type MobileMoneyFieldsProps = {
  /** Prefix of the fields' ids and of the radio group's name. */
  id: string;
  choice: MobileMoneyChoice;
  phoneLabel: string;
  phoneHint?: string;
  phoneError: boolean;
};

/** The number, then the operator (MTN Mobile Money or Orange Money), as every mobile-money payment asks them. */
export function MobileMoneyFields({ id, choice, phoneLabel, phoneHint, phoneError }: MobileMoneyFieldsProps) {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation();
  useMessageTexts();
  return (
    <>
      <FormField
        id={`${id}-phone`}
        label={phoneLabel}
        hint={phoneHint}
        errors={phoneError ? [tc('validation.invalidPhone')] : []}
      >
        {(field) => (
          <Input
            {...field}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={choice.phone}
            onChange={(event) => choice.setPhone(event.target.value)}
          />
        )}
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('operator')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {OPERATORS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border bg-card px-3 py-2 text-sm has-checked:border-primary has-checked:ring-2 has-checked:ring-primary/30"
            >
              <input
                type="radio"
                name={`${id}-operator`}
                value={value}
                checked={choice.operator === value}
                onChange={() => choice.choose(value)}
                className="size-4 accent-primary"
              />
              {t(`sandbox.method.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
