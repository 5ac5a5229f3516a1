import type { AttendanceEntry } from '@sante/shared/clock-constants';
import { CLOCK_RULES } from '@sante/shared/clock-constants';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useReviewClockEvent } from '../api/clock';
import { formatClockTime } from '../lib/clock-time';
import type { ClockReviewFormValues } from './review-schema';

const reviewForm = lazyResolver(() => import('./review-schema').then((m) => m.clockReviewResolver));

/** A Douala day and `HH:MM` as an instant (Douala is UTC+1 all year). */
const doualaIso = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`).toISOString();

/**
 * Approve an anomaly as it is, correct the time of the event, or (a clock-in with no clock-out) give the time the
 * shift ended; always with a reason, inscribed in the audit log by the server.
 */
export function ReviewForm({ entry, date, onDone }: { entry: AttendanceEntry; date: string; onDone: () => void }) {
  const { t, i18n } = useTranslation('clock');
  const { t: tc } = useTranslation();
  const review = useReviewClockEvent();
  const missingOut = entry.anomalies.includes('missing_clock_out');
  const { register, handleSubmit, setError, control, formState } = useForm<ClockReviewFormValues>({
    resolver: reviewForm.resolver,
    defaultValues: {
      decision: missingOut ? 'clock_out' : 'approved',
      time: missingOut ? '' : formatClockTime(entry.effectiveAt, 'en'),
      reason: '',
    },
  });
  const decision = useWatch({ control, name: 'decision' });
  const submit = handleSubmit(async (values) => {
    const at = values.decision === 'approved' ? null : doualaIso(date, values.time);
    try {
      await review.mutateAsync({
        id: entry.id,
        review: {
          decision: values.decision === 'approved' ? 'approved' : 'corrected',
          reason: values.reason,
          correctedAt: values.decision === 'corrected' ? at : null,
          clockOutAt: values.decision === 'clock_out' ? at : null,
        },
      });
      notifySuccess(t('admin.review.done'));
      onDone();
    } catch (failure) {
      applyServerErrors(failure, setError, ['reason']);
    }
  });
  const decisions = ['approved', 'corrected', ...(missingOut ? (['clock_out'] as const) : [])] as const;
  const idOf = (suffix: string) => `review-${entry.id}-${suffix}`;
  return (
    <form noValidate onFocus={reviewForm.preload} onSubmit={submit} className="flex flex-col gap-3 border-t pt-3">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">{t('admin.review.decision')}</legend>
        {decisions.map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
            <input type="radio" value={value} {...register('decision')} className="size-5 accent-primary" />
            {value === 'clock_out' ? t('admin.review.clockOut') : t(`admin.review.${value}`)}
          </label>
        ))}
      </fieldset>
      {decision !== 'approved' && (
        <FormField id={idOf('time')} label={t('admin.review.time')} errors={fieldMessages(tc, formState.errors.time)}>
          {(control) => <Input {...control} {...register('time')} type="time" className="w-40" lang={i18n.language} />}
        </FormField>
      )}
      <FormField
        id={idOf('reason')}
        label={t('admin.review.reason')}
        hint={t('admin.review.reasonHint')}
        errors={fieldMessages(tc, formState.errors.reason)}
      >
        {(control) => (
          <textarea
            {...control}
            {...register('reason')}
            rows={2}
            maxLength={CLOCK_RULES.reasonMax}
            className="w-full rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm"
          />
        )}
      </FormField>
      <FormError error={formState.errors.reason ? null : review.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={review.isPending}>
          {t('admin.review.submit')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('admin.review.cancel')}
        </Button>
      </div>
    </form>
  );
}
