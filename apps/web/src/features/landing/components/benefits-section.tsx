import { isBookableVisitKind } from '@sante/shared/availability-constants';
import { BadgeCheck, CalendarCheck, Clock, ShieldCheck, Smartphone, Timer, type LucideIcon } from 'lucide-react';
import { SERVICE_CONFIG } from '../../../lib/service-config';
import { useLandingTranslation } from '../lib/use-landing-translation';

type Benefit = {
  id: 'arrival' | 'scheduled' | 'available' | 'vetted' | 'mobileMoney' | 'privacy';
  icon: LucideIcon;
};

/**
 * What the service commits to, only as configured: the arrival time (`VITE_ARRIVAL_MINUTES`), otherwise the booked
 * slot; "24h/24, 7j/7" when someone answers day and night (`VITE_OPEN_24_7`) by video, once video is sold.
 */
const BENEFITS: readonly Benefit[] = [
  SERVICE_CONFIG.arrivalMinutes ? { id: 'arrival', icon: Timer } : { id: 'scheduled', icon: CalendarCheck },
  ...(SERVICE_CONFIG.openAroundTheClock && isBookableVisitKind('teleconsultation')
    ? [{ id: 'available', icon: Clock } as const]
    : []),
  { id: 'vetted', icon: BadgeCheck },
  { id: 'mobileMoney', icon: Smartphone },
  { id: 'privacy', icon: ShieldCheck },
];

export function BenefitsSection() {
  const { t, variables } = useLandingTranslation();
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h2 id="benefits-title" className="text-2xl font-bold sm:text-3xl">
        {t('benefits.title')}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {BENEFITS.map(({ id, icon: Icon }) => (
          <li key={id} className="flex gap-4 lg:flex-col lg:gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="flex flex-col gap-1">
              <h3 className="font-semibold">{t(`benefits.items.${id}.title`, variables)}</h3>
              <p className="text-sm text-muted-foreground">{t(`benefits.items.${id}.description`, variables)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
