import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import { AuthCard } from './auth-card';
import { EmailRecoveryForm } from './email-recovery-form';
import { PhoneRecoveryFlow } from './phone-recovery-flow';
import { TokenResetForm } from './token-reset-form';
import './register-recovery-catalogues';

const PAGE_PATH = '/connexion/patient/mot-de-passe-oublie';
const METHODS = ['phone', 'email'] as const;
type Method = (typeof METHODS)[number];

/** `/connexion/patient/mot-de-passe-oublie`: by phone (code) or by email (link back here with `?token=`). */
export function PatientForgotPasswordPage() {
  const { t } = useTranslation('recovery');
  const [searchParams] = useSearchParams();
  const [method, setMethod] = useState<Method>('phone');
  const token = searchParams.get('token');

  return (
    <AuthCard
      title={t('patientTitle')}
      description={token ? t('choosePassword') : t('patientDescription')}
      footer={<TextLink to="/connexion/patient">{t('backToSignIn')}</TextLink>}
    >
      {token ? (
        <TokenResetForm token={token} signInPath="/connexion/patient" />
      ) : (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t('method')}</legend>
            {METHODS.map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary"
              >
                <input
                  type="radio"
                  name="recovery-method"
                  value={option}
                  checked={method === option}
                  onChange={() => setMethod(option)}
                  className="accent-primary"
                />
                {option === 'phone' ? t('byPhone') : t('byEmail')}
              </label>
            ))}
          </fieldset>
          {method === 'phone' ? (
            <PhoneRecoveryFlow portal="patient" sentMessage="codeSent" />
          ) : (
            <EmailRecoveryForm redirectTo={PAGE_PATH} />
          )}
        </>
      )}
    </AuthCard>
  );
}
