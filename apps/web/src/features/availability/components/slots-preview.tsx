import { DAY_PERIODS } from '@sante/shared/availability-constants';
import { TIME_ZONE } from '@sante/shared/constants';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useDoctorSlots } from '../api/availability';
import { dateTimeFormat } from '@sante/shared/intl-formats';

const PREVIEW_DAYS = 7;

/** "lundi 23 novembre": a local date of Douala, in the interface language. */
function dayHeading(date: string, language: string): string {
  return dateTimeFormat(language, {
    timeZone: TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The doctor's free slots of the next 7 days, as patients will see them: matin, après-midi, soir. */
export function SlotsPreview({ doctorId }: { doctorId: string | undefined }) {
  const { t, i18n } = useTranslation('availability');
  const slots = useDoctorSlots(doctorId, PREVIEW_DAYS);
  const days = slots.data?.days ?? [];
  const isEmpty = days.every((day) => DAY_PERIODS.every((period) => day[period].length === 0));
  return (
    <Card role="region" aria-labelledby="preview-title">
      <CardHeader>
        <h2 id="preview-title" className="text-lg font-semibold">
          {t('preview.title')}
        </h2>
        <CardDescription>{t('preview.description')}</CardDescription>
      </CardHeader>
      <CardContent aria-live="polite">
        {(slots.isPending || !doctorId) && <Spinner label={t('preview.title')} />}
        {slots.isError && <Alert variant="destructive">{t('preview.error')}</Alert>}
        {slots.isSuccess && isEmpty && <p className="text-sm text-muted-foreground">{t('preview.empty')}</p>}
        {slots.isSuccess && !isEmpty && (
          <ul className="flex flex-col gap-4">
            {days.map((day) => (
              <li key={day.date} className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold">{dayHeading(day.date, i18n.language)}</h3>
                {DAY_PERIODS.every((period) => day[period].length === 0) ? (
                  <p className="text-sm text-muted-foreground">{t('preview.dayEmpty')}</p>
                ) : (
                  <dl className="flex flex-col gap-1">
                    {DAY_PERIODS.filter((period) => day[period].length > 0).map((period) => (
                      <div key={period} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                        <dt className="w-24 shrink-0 text-sm text-muted-foreground">{t(`preview.${period}`)}</dt>
                        <dd className="flex flex-wrap gap-1">
                          {day[period].map((slot) => (
                            <span
                              key={`${slot.kind}-${slot.startsAt}`}
                              className="rounded-md bg-secondary px-2 py-0.5 text-sm tabular-nums text-secondary-foreground"
                              title={t(`visitKinds.${slot.kind}`)}
                            >
                              {slot.label}
                            </span>
                          ))}
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
