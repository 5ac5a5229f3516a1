import { CLOCK_RULES, type ClockEventView } from '@sante/shared/clock-constants';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatClockTime } from '../lib/clock-time';

/** « Pointage d'arrivée enregistré à 8 h 02, à 40 m du bureau »: what the carer reads after a clock event. */
export function useClockEventSentence(): (event: ClockEventView) => string {
  const { t, i18n } = useTranslation('clock');
  return (event) => {
    const time = formatClockTime(event.effectiveAt, i18n.language);
    return event.distanceM === null
      ? t(`result.${event.kind}`, { time })
      : t(`result.${event.kind}_distance`, { time, distance: event.distanceM });
  };
}

/** The outcome as a small badge: green inside, amber otherwise. */
export function OutcomeBadge({ event }: { event: Pick<ClockEventView, 'outcome'> }) {
  const { t } = useTranslation('clock');
  const inside = event.outcome === 'inside' || event.outcome === 'entered_by_staff';
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        inside ? 'border-success/50 text-success' : 'border-notice/50 bg-notice/10 text-foreground',
      )}
    >
      {t(`outcomes.${event.outcome}`)}
    </span>
  );
}

/** One clock event of the carer's day: the sentence, the outcome, its accuracy, « envoyé plus tard ». */
export function ClockEventLine({ event, detailed = false }: { event: ClockEventView; detailed?: boolean }) {
  const { t } = useTranslation('clock');
  const sentence = useClockEventSentence();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="font-medium">{sentence(event)}</p>
      <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
        <OutcomeBadge event={event} />
        {event.accuracyM !== null && <span>{t('accuracy', { accuracy: event.accuracyM })}</span>}
        {event.offline && <span className="font-medium text-foreground">{t('sentLater')}</span>}
      </p>
      {detailed && event.outcome !== 'inside' && (
        <p className="text-muted-foreground">
          {t(`outcomeHelp.${event.outcome}`, { radius: CLOCK_RULES.radiusMeters })}
        </p>
      )}
    </div>
  );
}
