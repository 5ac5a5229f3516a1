import { BOOKABLE_VISIT_KINDS, type VisitKind } from '@sante/shared/availability-constants';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { useViewer } from '../../auth/hooks/use-viewer';
import { BOOKING_STEPS, reachableStep, stepsFor, type BookingStep } from '../lib/booking-draft';
import { useBookingDraft } from '../lib/use-booking-draft';
import { BookingStepper } from './booking-stepper';
import { ServiceStep } from './service-step';
import './register-booking-catalogues';

// The later steps (forms, slots) are downloaded when the patient gets there: the first step loads fast on a phone.
const DoctorStep = lazy(() => import('./doctor-step').then((module) => ({ default: module.DoctorStep })));
const SlotStep = lazy(() => import('./slot-step').then((module) => ({ default: module.SlotStep })));
const AddressStep = lazy(() => import('./address-step').then((module) => ({ default: module.AddressStep })));
const SummaryStep = lazy(() => import('./summary-step').then((module) => ({ default: module.SummaryStep })));

/**
 * `/patient/booking` (and `/patient/consultation-cabinet` with `kind="cabinet"`): service, doctor, slot,
 * address (home visits), summary. A visitor chooses everything first and identifies at the summary. The step is
 * in the address (`?step=`, so the back button goes back a step); the choices are in the draft (localStorage),
 * which survives sign-in, sign-up, reloads and a closed tab.
 */
export function BookingPage({ kind: fixedKind }: { kind?: VisitKind }) {
  const { t } = useTranslation('booking');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const requestedKind = BOOKABLE_VISIT_KINDS.find((value) => value === params.get('kind')) ?? null;
  const { draft, update } = useBookingDraft(fixedKind ?? requestedKind);

  if (viewer.status === 'error') {
    return (
      <QueryError error={viewer.error} onRetry={viewer.retry} retrying={viewer.retrying}>
        {tc('common.sessionCheckFailed')}
      </QueryError>
    );
  }
  if (viewer.status !== 'ready' || !draft) {
    // The page's frame while the session and the draft are read (and pre-rendered): the title of the step asked
    // for (the first one for a new visit), in the very element the page then keeps, so that it paints at once.
    const expected = BOOKING_STEPS.find((value) => value === params.get('step')) ?? 'service';
    const expectedKind = fixedKind ?? requestedKind;
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
        <header className="flex flex-col gap-1">
          <p className={`text-sm font-medium text-primary${expectedKind ? '' : ' invisible'}`}>
            {t(`kinds.${expectedKind ?? 'home_visit'}`)}
          </p>
          <h1 className="text-2xl leading-tight font-semibold">{t(`steps.${expected}.title`)}</h1>
        </header>
        <Spinner label={t('loading')} className="py-16" />
      </div>
    );
  }

  const step = reachableStep(draft, params.get('step'));
  const steps = stepsFor(draft.kind);
  const goTo = (next: BookingStep, slotTaken = false) => {
    const search = new URLSearchParams(params);
    search.set('step', next);
    search.delete('kind');
    if (slotTaken) search.set('taken', '1');
    else search.delete('taken');
    void navigate({ pathname: location.pathname, search: `?${search.toString()}` });
  };
  const stepAfter = (current: BookingStep) => steps[steps.indexOf(current) + 1] ?? 'summary';
  const previous = steps[steps.indexOf(step) - 1];
  const back = previous ? () => goTo(previous) : null;
  const props = { draft, update, next: () => goTo(stepAfter(step)), back };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-medium text-primary">{t(`kinds.${draft.kind}`)}</p>
        <h1 className="text-2xl leading-tight font-semibold">{t(`steps.${step}.title`)}</h1>
      </header>
      <BookingStepper steps={steps} current={step} />
      <Suspense fallback={<Spinner label={t('loading')} className="py-8" />}>
        {step === 'service' && <ServiceStep {...props} />}
        {step === 'doctor' && <DoctorStep {...props} />}
        {step === 'slot' && <SlotStep {...props} slotTaken={params.get('taken') === '1'} />}
        {step === 'address' && <AddressStep {...props} />}
        {step === 'summary' && <SummaryStep {...props} onSlotTaken={() => goTo('slot', true)} />}
      </Suspense>
    </div>
  );
}
