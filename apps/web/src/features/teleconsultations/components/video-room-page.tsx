import type { JoinTeleconsultationResponse, TeleconsultationView } from '@sante/shared/teleconsultation-constants';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { formatWhen } from '../../../lib/format-when';
import { i18n } from '../../../lib/i18n';
import { loadPageCatalogues } from '../../../lib/register-catalogues';
import { useCarerName } from '../../../lib/use-carer-name';
import { useSession } from '../../auth/api/session';
import { useJoinTeleconsultation, useRefreshTeleconsultations, useTeleconsultation } from '../api/teleconsultations';
import { patientPaymentPath } from '../lib/teleconsultation-paths';
import { CallRoom } from './call-room';
import { PreCallCheck } from './pre-call-check';
import './register-teleconsultation-catalogues';

/** The doctor writes the note once the call is over: its form is fetched then, never with the room. */
const ConsultationNoteForm = lazy(async () => {
  const module = await import('../../planning/components/consultation-note-form');
  await loadPageCatalogues(i18n.language);
  return { default: module.ConsultationNoteForm };
});

type Entered = { joined: JoinTeleconsultationResponse; stream: MediaStream; audioOnly: boolean };

/**
 * `/visioconsultation/{consultationId}` (public in the specification, so it identifies who opens it): the patient
 * or the doctor of a paid consultation enters from 10 minutes before the start, after a pre-call check; anyone
 * else reads a refusal, never the room (the server refuses them anyway, ADR 030). The page follows the call's
 * state: ended, missed and call-back requested are said on both sides.
 */
export function VideoRoomPage() {
  const { t } = useTranslation('teleconsultations');
  const { consultationId = '' } = useParams();
  const session = useSession();
  const signedIn = session.data !== null && session.data !== undefined;
  const consultation = useTeleconsultation(consultationId, signedIn);
  const refresh = useRefreshTeleconsultations();
  const join = useJoinTeleconsultation(consultationId);
  const [entered, setEntered] = useState<Entered | null>(null);
  const view = consultation.data;
  const role = session.data?.user.role ?? null;
  const state = view?.call?.state ?? null;

  const frame = (content: ReactNode) => (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl leading-tight font-semibold">{t('room.title')}</h1>
      {view && <Heading view={view} />}
      {content}
    </div>
  );

  if (session.isPending || (signedIn && consultation.isPending)) return frame(<Spinner label={t('loading')} />);
  if (!signedIn)
    return frame(
      <Alert className="flex flex-col items-start gap-2">
        <span>{t('room.signIn')}</span>
        <TextLink to="/connexion">{t('room.signInAction')}</TextLink>
      </Alert>,
    );
  if (consultation.error instanceof ApiError && consultation.error.status === 404)
    return frame(<Alert variant="destructive">{t('room.refused')}</Alert>);
  if (consultation.isError || !view)
    return frame(
      <QueryError
        error={consultation.error}
        onRetry={() => void consultation.refetch()}
        retrying={consultation.isFetching}
      />,
    );
  const side = role === 'patient' ? 'patient' : role === 'medecin' ? 'doctor' : null;
  const back = side === 'doctor' ? '/dashboard-medecin/visioconsultations' : '/patient/visioconsultations';
  const backLink = <TextLink to={back}>{side === 'doctor' ? t('room.backDoctor') : t('room.back')}</TextLink>;

  if (state === 'ended')
    return frame(
      <>
        <Alert variant="success">{t('room.ended')}</Alert>
        {side === 'doctor' && (
          <section aria-labelledby="after-call" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
            <h2 id="after-call" className="font-semibold">
              {t('room.afterCall')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('room.afterCallHint')}</p>
            <Suspense fallback={<Spinner label={t('room.loadingNote')} />}>
              <ConsultationNoteForm bookingId={consultationId} />
            </Suspense>
            <TextLink to="/dashboard-medecin/planning">{t('room.openPlanning')}</TextLink>
          </section>
        )}
        {backLink}
      </>,
    );
  if (state === 'missed')
    return frame(
      <>
        <Alert>
          {t('room.missed', { who: t(`missedBy.${view.call?.missedBy ?? 'doctor'}`) })}
          {side === 'patient' && view.refundDue && <> {t('room.missedRefund')}</>}
        </Alert>
        {backLink}
      </>,
    );
  if (state === 'callback_requested')
    return frame(
      <>
        <Alert>{side === 'doctor' ? t('room.callbackRequestedDoctor') : t('room.callbackRequested')}</Alert>
        {backLink}
      </>,
    );
  if (side === null) return frame(<Alert>{t('room.staffOnly')}</Alert>);
  if (!view.paid)
    return frame(
      side === 'patient' ? (
        <Alert className="flex flex-col items-start gap-3">
          <span>{t('room.notPaid')}</span>
          <Button asChild>
            <Link to={patientPaymentPath(view.booking.id)}>{t('room.pay')}</Link>
          </Button>
        </Alert>
      ) : (
        <Alert>{t('room.notPaidDoctor')}</Alert>
      ),
    );
  if (entered)
    return frame(
      <CallRoom
        teleconsultation={view}
        joined={entered.joined}
        stream={entered.stream}
        audioOnly={entered.audioOnly}
        userId={session.data?.user.id ?? ''}
        onCallState={() => void refresh()}
        onLeave={() => {
          setEntered(null);
          join.reset();
        }}
      />,
    );
  return frame(
    <OpensOrCheck
      view={view}
      entering={join.isPending}
      error={join.error}
      onEnter={(stream, audioOnly) =>
        join.mutate(undefined, {
          onSuccess: (joined) => setEntered({ joined, stream, audioOnly }),
          onError: () => {
            for (const track of stream.getTracks()) track.stop();
          },
        })
      }
    />,
  );
}

function Heading({ view }: { view: TeleconsultationView }) {
  const { t, i18n } = useTranslation('teleconsultations');
  const nameOf = useCarerName();
  const { booking } = view;
  const role = useSession().data?.user.role;
  const name =
    role === 'patient'
      ? booking.doctor
        ? nameOf(booking.doctor)
        : ''
      : `${booking.patient.firstName} ${booking.patient.lastName}`;
  return (
    <p className="text-muted-foreground">
      {t('room.with', { name, when: formatWhen(booking.startsAt, i18n.language) })}
    </p>
  );
}

/** Before the room opens: when it will; then the pre-call check (re-evaluated every 15 s). */
function OpensOrCheck({
  view,
  entering,
  error,
  onEnter,
}: {
  view: TeleconsultationView;
  entering: boolean;
  error: unknown;
  onEnter: (stream: MediaStream, audioOnly: boolean) => void;
}) {
  const { t, i18n } = useTranslation('teleconsultations');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  if (now < Date.parse(view.joinOpensAt))
    return <Alert>{t('room.opensAt', { when: formatWhen(view.joinOpensAt, i18n.language) })}</Alert>;
  return (
    <>
      <PreCallCheck entering={entering} onEnter={onEnter} />
      <FormError error={error} />
    </>
  );
}
