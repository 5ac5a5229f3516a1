import { VIDEO_IMMEDIATE_EVENT, type ImmediateRequestView } from '@sante/shared/teleconsultation-constants';
import { mayDoAny } from '@sante/shared/staff-permissions';
import { PhoneOutgoing, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactLinks } from '../../../components/contact-links';
import { FormError } from '../../../components/form-error';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatWhen } from '../../../lib/format-when';
import { useRealtimeEvent } from '../../../lib/realtime';
import { useSession } from '../../auth/api/session';
import { useImmediateAction, useImmediateRequests, useRefreshTeleconsultations } from '../api/teleconsultations';
import { patientPaymentPath } from '../lib/teleconsultation-paths';
import './register-teleconsultation-catalogues';

type Space = 'patient' | 'doctor' | 'admin';

/** A request's outcome stays on the patient's screen for an hour. */
const RECENT_MS = 60 * 60_000;

/**
 * « Consultation immédiate » (ADR 041), on the three video lists: the patient asks for the first doctor available
 * now and follows the request live; the doctors on video duty see the open requests and accept one (the first
 * wins); staff see every request and the call-backs asked after an expiry.
 */
export function ImmediateConsultation({ space }: { space: Space }) {
  const { t } = useTranslation('teleconsultations');
  const refresh = useRefreshTeleconsultations();
  const live = useRealtimeEvent(VIDEO_IMMEDIATE_EVENT, () => void refresh());
  const requests = useImmediateRequests(live.connected ? false : 15_000);
  const action = useImmediateAction();
  const role = useSession().data?.user.role ?? null;
  const list = requests.data ?? [];
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const title = t(
    space === 'patient' ? 'immediate.title' : space === 'doctor' ? 'immediate.doctorTitle' : 'immediate.adminTitle',
  );
  // The section and its title are drawn at once; the requests load inside it (the list below does not jump).
  const body = requests.isPending ? (
    <Spinner label={t('loading')} />
  ) : requests.isError ? (
    <QueryError error={requests.error} onRetry={() => void requests.refetch()} retrying={requests.isFetching}>
      {t('immediate.loadFailed')}
    </QueryError>
  ) : null;
  if (space === 'patient') {
    const latest = list[0];
    const recent = latest && now - Date.parse(latest.createdAt) < RECENT_MS ? latest : null;
    return (
      <section aria-labelledby="immediate" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
        <h2 id="immediate" className="text-lg font-semibold">
          {title}
        </h2>
        {body ?? (
          <>
            {recent ? <PatientOutcome request={recent} /> : null}
            {recent?.status !== 'open' && (
              <>
                <p className="text-sm text-muted-foreground">{t('immediate.explain')}</p>
                <Button className="w-fit" disabled={action.isPending} onClick={() => action.mutate({ type: 'ask' })}>
                  <Zap aria-hidden="true" />
                  {t('immediate.ask')}
                </Button>
              </>
            )}
            <FormError error={action.error} />
          </>
        )}
      </section>
    );
  }
  const shown = space === 'doctor' ? list.filter((request) => request.status === 'open') : list;
  const mayHandleCallbacks = mayDoAny(role, 'video_callbacks.handle');
  return (
    <section aria-labelledby="immediate" className="flex flex-col gap-3">
      <h2 id="immediate" className="text-lg font-semibold">
        {title}
      </h2>
      {body ?? (
        <>
          {shown.length === 0 && (
            <p className="text-sm text-muted-foreground">
              {t(space === 'doctor' ? 'immediate.noneOpen' : 'immediate.none')}
            </p>
          )}
          <FormError error={action.error} />
          <ul className="flex flex-col gap-3">
            {shown.map((request) => (
              <li
                key={request.id}
                className="flex flex-col gap-2 rounded-xl border bg-card p-4"
                data-status={request.status}
              >
                <RequestLine request={request} />
                {space === 'admin' && request.callbackRequestedAt && !request.callbackDoneAt && (
                  <div className="flex flex-wrap items-center gap-2">
                    <ContactLinks
                      name={`${request.patient.firstName} ${request.patient.lastName}`}
                      phone={request.patient.phone}
                    />
                    {mayHandleCallbacks && (
                      <Button
                        size="sm"
                        disabled={action.isPending}
                        onClick={() => action.mutate({ type: 'callback-done', id: request.id })}
                      >
                        <PhoneOutgoing aria-hidden="true" />
                        {t('immediate.markCallbackDone')}
                      </Button>
                    )}
                  </div>
                )}
                {space === 'doctor' && (
                  <Button
                    size="sm"
                    className="w-fit"
                    disabled={action.isPending}
                    onClick={() => action.mutate({ type: 'accept', id: request.id })}
                  >
                    {t('immediate.accept')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RequestLine({ request }: { request: ImmediateRequestView }) {
  const { t, i18n } = useTranslation('teleconsultations');
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {request.patient.firstName} {request.patient.lastName}
        </p>
        <span className="rounded-full border px-2 py-0.5 text-sm">{t(`immediate.statuses.${request.status}`)}</span>
      </div>
      {request.reason && <p className="text-sm">{request.reason}</p>}
      <p className="text-sm text-muted-foreground">
        {request.status === 'open'
          ? t('immediate.expiresAt', { when: formatWhen(request.expiresAt, i18n.language) })
          : t('immediate.askedAt', { when: formatWhen(request.createdAt, i18n.language) })}
        {request.callbackDoneAt ? (
          <span> · {t('immediate.callbackDone', { when: formatWhen(request.callbackDoneAt, i18n.language) })}</span>
        ) : (
          request.callbackRequestedAt && <strong className="text-destructive"> · {t('immediate.callbackAsked')}</strong>
        )}
      </p>
    </>
  );
}

function PatientOutcome({ request }: { request: ImmediateRequestView }) {
  const { t, i18n } = useTranslation('teleconsultations');
  const action = useImmediateAction();
  switch (request.status) {
    case 'open':
      return (
        <Alert className="flex flex-col items-start gap-2" role="status">
          <Spinner label={t('immediate.searching')} />
          <span className="text-sm">
            {t('immediate.searchingUntil', { when: formatWhen(request.expiresAt, i18n.language) })}
          </span>
        </Alert>
      );
    case 'accepted':
      return (
        <Alert variant="success" className="flex flex-col items-start gap-2">
          <span>{t('immediate.accepted')}</span>
          {request.bookingId && (
            <Link to={patientPaymentPath(request.bookingId)} className={buttonVariants({ size: 'sm' })}>
              {t('immediate.pay')}
            </Link>
          )}
        </Alert>
      );
    case 'expired':
      return (
        <Alert className="flex flex-col items-start gap-2">
          <span>{t('immediate.expired')}</span>
          <span className="flex flex-wrap gap-2">
            <Link to="/patient/booking?kind=teleconsultation" className={buttonVariants({ size: 'sm' })}>
              {t('immediate.chooseSlot')}
            </Link>
            {request.callbackDoneAt ? (
              <span className="text-sm font-medium">
                {t('immediate.callbackDone', { when: formatWhen(request.callbackDoneAt, i18n.language) })}
              </span>
            ) : request.callbackRequestedAt ? (
              <span className="text-sm font-medium">{t('immediate.callbackAsked')}</span>
            ) : (
              <Button
                size="sm"
                variant="outline"
                disabled={action.isPending}
                onClick={() => action.mutate({ type: 'callback', id: request.id })}
              >
                {t('immediate.callback')}
              </Button>
            )}
          </span>
          <FormError error={action.error} />
        </Alert>
      );
  }
}
