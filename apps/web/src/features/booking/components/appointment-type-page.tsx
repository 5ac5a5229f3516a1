import { VISIT_KINDS, type VisitKind } from '@sante/shared/availability-constants';
import { Building2, House, Video, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatFcfa } from '../../../lib/format-money';
import { useServices } from '../api/bookings';
import { emptyDraft, writeDraft } from '../lib/booking-draft';
import { flowFor, GENERAL_BOOKING_START } from '../lib/booking-paths';
import { useViewer } from '../../auth/hooks/use-viewer';
import { startingPrice } from '../lib/service-kinds';
import './register-booking-catalogues';

const ICONS: Record<VisitKind, LucideIcon> = { home_visit: House, cabinet: Building2, teleconsultation: Video };

/** `/appointment-type`: home visit, cabinet or video, each with what it is and its price "à partir de". */
export function AppointmentTypePage() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const viewer = useViewer();
  const services = useServices();

  // Choose first, identify last: everyone goes straight to the choices and a visitor identifies at the summary.
  // The cabinet flow's own address is for signed-in patients (specification): a visitor makes the same choices
  // on the public booking page.
  const choose = (kind: VisitKind) => {
    writeDraft(emptyDraft(kind));
    const signedInPatient = viewer.status === 'ready' && viewer.user?.role === 'patient';
    const start = signedInPatient ? flowFor(kind).start : GENERAL_BOOKING_START;
    void navigate(`${start}?kind=${kind}`);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl leading-tight font-semibold sm:text-3xl">{t('type.title')}</h1>
        <p className="text-muted-foreground">{t('type.description')}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-3">
        {VISIT_KINDS.map((kind) => {
          const Icon = ICONS[kind];
          const price = services.data ? startingPrice(services.data, kind) : null;
          return (
            <li key={kind} className="flex">
              <button
                type="button"
                onClick={() => choose(kind)}
                className="flex w-full flex-col gap-3 rounded-xl border bg-card p-5 text-left transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-lg font-semibold">{t(`kinds.${kind}`)}</span>
                </span>
                <span className="text-sm text-muted-foreground">{t(`type.explanations.${kind}`)}</span>
                <span className="mt-auto text-sm font-medium">
                  {price === null ? '\u00a0' : t('type.fromPrice', { price: formatFcfa(price) })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
