import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { BookingStep } from '../lib/booking-draft';

/** "Étape 2 sur 5" and a bar per step: compact enough for a 360 px screen. */
export function BookingStepper({ steps, current }: { steps: readonly BookingStep[]; current: BookingStep }) {
  const { t } = useTranslation('booking');
  const index = steps.indexOf(current);
  return (
    <nav aria-label={t('stepper.label')} className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        {t('stepper.position', { current: index + 1, total: steps.length })}
      </p>
      <ol className="flex gap-1.5">
        {steps.map((step, position) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            className={cn('h-1.5 flex-1 rounded-full', position <= index ? 'bg-primary' : 'bg-muted')}
          >
            <span className="sr-only">{t(`steps.${step}.title`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
