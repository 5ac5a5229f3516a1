import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import { AuthCard } from './auth-card';
import { EmailRecoveryForm } from './email-recovery-form';
import { PhoneRecoveryFlow } from './phone-recovery-flow';
import { TokenResetForm } from './token-reset-form';

const PAGE_PATH = '/connexion/patient/mot-de-passe-oublie';
const METHODS = ['phone', 'email'] as const;
type Method = (typeof METHODS)[number];

/** `/connexion/patient/mot-de-passe-oublie`: by phone (code) or by email (link back here with `?token=`). */
export function PatientForgotPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [method, setMethod] = useState<Method>('phone');
  const token = searchParams.get('token');

  return (
    <AuthCard
      title={t('auth.recovery.patientTitle')}
      description={token ? t('auth.recovery.choosePassword') : t('auth.recovery.patientDescription')}
      footer={<TextLink to="/connexion/patient">{t('auth.recovery.backToSignIn')}</TextLink>}
    >
      {token ? (
        <TokenResetForm token={token} signInPath="/connexion/patient" />
      ) : (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t('auth.recovery.method')}</legend>
            {METHODS.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary"
              >
                <input
                  type="radio"
                  name="recovery-method"
                  value={option}
                  checked={method === option}
                  onChange={() => setMethod(option)}
                  className="accent-primary"
                />
                {option === 'phone' ? t('auth.recovery.byPhone') : t('auth.recovery.byEmail')}
              </label>
            ))}
          </fieldset>
          {method === 'phone' ? (
            <PhoneRecoveryFlow portal="patient" sentMessage="auth.recovery.codeSent" />
          ) : (
            <EmailRecoveryForm redirectTo={PAGE_PATH} />
          )}
        </>
      )}
    </AuthCard>
  );
}
