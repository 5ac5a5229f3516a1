import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { SlotPicker } from './slot-picker';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

/** Step 3: the day and the time. A slot that was taken meanwhile brings the patient back here. */
export function SlotStep({ draft, update, next, back, slotTaken }: StepProps & { slotTaken: boolean }) {
  const { t } = useTranslation('booking');
  const { t: tCommon } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      {slotTaken && <Alert variant="destructive">{tCommon('errors.slot_unavailable')}</Alert>}
      <p className="text-sm text-muted-foreground">{t('slot.timeZone')}</p>
      <SlotPicker
        kind={draft.kind}
        doctorId={draft.doctorId}
        city={draft.kind === 'teleconsultation' ? '' : draft.city}
        selected={draft.startsAt}
        onSelect={(slot) => {
          update({ startsAt: slot.startsAt });
          next();
        }}
        onFirstAvailable={() => update({ doctorChosen: true, doctorId: null, startsAt: null })}
      />
      <StepActions back={back} />
    </section>
  );
}
