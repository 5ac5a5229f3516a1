import { isBookableVisitKind, type VisitKind } from '@sante/shared/availability-constants';
import {
  BotMessageSquare,
  HeartPulse,
  Pill,
  Stethoscope,
  Syringe,
  TestTubeDiagonal,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { routeById, type RouteId } from '../../../app/route-table';
import { useLandingTranslation } from '../lib/use-landing-translation';

type Service = {
  id: 'homeConsultation' | 'nursing' | 'teleconsultation' | 'delivery' | 'samples' | 'followUp' | 'aiAssistant';
  icon: LucideIcon;
  route: RouteId;
  /** The kind of visit that delivers it, when it is booked as one. */
  visitKind?: VisitKind;
};

/** The offer of the specification (section 1), each card leading to where that service is used. */
const SERVICES: readonly Service[] = [
  { id: 'homeConsultation', icon: Stethoscope, route: 'appointmentType', visitKind: 'home_visit' },
  { id: 'nursing', icon: Syringe, route: 'appointmentType', visitKind: 'home_visit' },
  { id: 'teleconsultation', icon: Video, route: 'appointmentType', visitKind: 'teleconsultation' },
  { id: 'delivery', icon: Pill, route: 'eshop' },
  { id: 'samples', icon: TestTubeDiagonal, route: 'appointmentType', visitKind: 'home_visit' },
  { id: 'followUp', icon: HeartPulse, route: 'patientTelemonitoring' },
  { id: 'aiAssistant', icon: BotMessageSquare, route: 'patientAssistant' },
];

/**
 * Only what can be had today is offered: a service whose screen is built and, when it is booked as a kind of visit,
 * whose kind is sold (`BOOKABLE_VISIT_KINDS`). Medicines, follow-up programmes, the assistant and video come back
 * here by themselves once their screens are built (or their kind sold).
 */
const OFFERED = SERVICES.filter(
  (service) =>
    routeById(service.route).status === 'built' &&
    (service.visitKind === undefined || isBookableVisitKind(service.visitKind)),
);

export function ServicesSection() {
  const { t } = useLandingTranslation();
  return (
    <section aria-labelledby="services-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h2 id="services-title" className="text-2xl font-bold sm:text-3xl">
        {t('services.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t('services.intro')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {OFFERED.map(({ id, icon: Icon, route }) => (
          <li key={id}>
            <Link
              to={routeById(route).path}
              className="flex h-full gap-4 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-primary hover:bg-accent/40 sm:p-5"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{t(`services.items.${id}.title`)}</h3>
                <p className="text-sm text-muted-foreground">{t(`services.items.${id}.description`)}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
