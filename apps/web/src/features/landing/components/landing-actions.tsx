import { isBookableVisitKind } from '@sante/shared/availability-constants';
import { CalendarCheck, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { routeById } from '../../../app/route-table';
import { useLandingTranslation } from '../lib/use-landing-translation';

/**
 * The ways in: a home visit (straight to its booking: the type is not asked again), and a teleconsultation once it
 * is sold. Full width on a phone.
 */
export function LandingActions() {
  const { t } = useLandingTranslation();
  return (
    <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
      <Button asChild size="lg" className="h-12 text-base">
        <Link to={`${routeById('patientBooking').path}?kind=home_visit`}>
          <CalendarCheck aria-hidden="true" />
          {t('hero.bookHomeVisit')}
        </Link>
      </Button>
      {isBookableVisitKind('teleconsultation') && (
        <Button asChild size="lg" variant="outline" className="h-12 text-base">
          <Link to={`${routeById('patientBooking').path}?kind=teleconsultation`}>
            <Video aria-hidden="true" />
            {t('hero.startTeleconsultation')}
          </Link>
        </Button>
      )}
    </div>
  );
}
