import type { TPhoneChangeRequest } from '@sante/shared/patient-schemas';
import { formatCameroonPhone } from '@sante/shared/phone';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

const NewPhoneStep = lazy(() => import('./phone-change-steps').then((module) => ({ default: module.NewPhoneStep })));
const OwnPhoneCodeStep = lazy(() =>
  import('./phone-change-steps').then((module) => ({ default: module.OwnPhoneCodeStep })),
);

type Step = { name: 'idle' } | { name: 'phone' } | { name: 'code'; request: TPhoneChangeRequest };

/** The current number, and its change: new number and current password -> 6-digit code sent to it -> confirmed. */
export function PhoneChange({ phone }: { phone: string | null }) {
  const { t } = useTranslation('profile');
  const [step, setStep] = useState<Step>({ name: 'idle' });
  return (
    <div className="flex flex-col gap-3" role="group" aria-labelledby="phone-label">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          <span id="phone-label" className="text-sm font-medium">
            {t('phone.label')}
          </span>
          <span className="tabular-nums">{phone ? formatCameroonPhone(phone) : t('phone.none')}</span>
        </div>
        {step.name === 'idle' && (
          <Button type="button" variant="outline" onClick={() => setStep({ name: 'phone' })}>
            {t('phone.change')}
          </Button>
        )}
      </div>
      <p className="text-xs text-muted-foreground">{t('phone.hint')}</p>
      <Suspense fallback={<Spinner label={t('phone.change')} />}>
        {step.name === 'phone' && (
          <NewPhoneStep
            onSent={(request) => setStep({ name: 'code', request })}
            onCancel={() => setStep({ name: 'idle' })}
          />
        )}
        {step.name === 'code' && (
          <OwnPhoneCodeStep
            request={step.request}
            onDone={() => setStep({ name: 'idle' })}
            onOtherNumber={() => setStep({ name: 'phone' })}
          />
        )}
      </Suspense>
    </div>
  );
}
