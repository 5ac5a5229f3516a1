import type { ClockEventKind, ClockEventView, ClockVisit } from '@sante/shared/clock-constants';
import { CloudOff, LogIn, LogOut, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useClockToday } from '../api/clock';
import { formatClockTime } from '../lib/clock-time';
import { locate } from '../lib/locate';
import { useClockOutbox } from '../lib/use-clock-outbox';
import { ClockEventLine } from './clock-event-line';
import './register-clock-catalogues';

/** What the carer just did: the event the server recorded, or the time it was kept on the phone. */
type LastResult = { kind: 'sent'; event: ClockEventView } | { kind: 'queued'; clientId: string; deviceAt: string };

/**
 * `/dashboard-medecin/badgeage` (ADR 036): clock in and out of the shift, and check in at the door and out of each
 * home visit of the day, with the phone's position read at that moment only. Without network the event waits on
 * the phone and leaves when the connection returns, flagged « envoyé plus tard ».
 */
export function ClockInPage() {
  const { t, i18n } = useTranslation('clock');
  const { t: tc } = useTranslation();
  const today = useClockToday();
  const { pending, refused, send } = useClockOutbox();
  const [busy, setBusy] = useState<string | null>(null);
  const [last, setLast] = useState<LastResult | null>(null);

  const record = async (kind: ClockEventKind, bookingId: string | null = null) => {
    setBusy(bookingId ?? kind);
    const deviceAt = new Date().toISOString();
    try {
      const located = await locate();
      const clientId = crypto.randomUUID();
      const result = await send({ clientId, kind, bookingId, deviceAt, ...located });
      setLast(
        result.status === 'sent' ? { kind: 'sent', event: result.event } : { kind: 'queued', clientId, deviceAt },
      );
    } catch (error) {
      notifyError(errorMessage(tc, error));
    } finally {
      setBusy(null);
    }
  };

  // A queued event, once sent, reads as the server recorded it (« envoyé plus tard »).
  const lastEvent =
    last?.kind === 'sent'
      ? last.event
      : (today.data?.events.find((event) => last !== null && event.clientId === last.clientId) ?? null);
  const stillQueued = last?.kind === 'queued' && pending.some((event) => event.clientId === last.clientId);

  const pendingShift = [...pending].reverse().find((event) => event.kind === 'shift_in' || event.kind === 'shift_out');
  const onShift = pendingShift ? pendingShift.kind === 'shift_in' : (today.data?.onShift ?? false);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{tc('routes.doctorClockIn.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('carer.description')}</p>
      </header>

      <div aria-live="polite">
        {lastEvent ? (
          <Alert variant={lastEvent.outcome === 'inside' ? 'success' : 'info'}>
            <ClockEventLine event={lastEvent} detailed />
          </Alert>
        ) : (
          last?.kind === 'queued' &&
          stillQueued && <Alert>{t('carer.queued', { time: formatClockTime(last.deviceAt, i18n.language) })}</Alert>
        )}
      </div>

      {refused !== null && (
        <Alert variant="destructive">{t('carer.refused', { error: errorMessage(tc, refused) })}</Alert>
      )}

      {today.isPending && <Spinner label={t('carer.shiftTitle')} />}
      {today.isError && !today.data && (
        <QueryError error={today.error} onRetry={() => void today.refetch()} retrying={today.isFetching}>
          {t('carer.loadError')}
        </QueryError>
      )}

      <section aria-labelledby="shift-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="shift-title" className="text-lg font-semibold">
            {t('carer.shiftTitle')}
          </h2>
          <span className="rounded-full border px-3 py-1 text-sm font-medium">
            {onShift ? t('carer.onShift') : t('carer.offShift')}
          </span>
        </div>
        {today.data && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {today.data.office ? t('carer.office', { city: today.data.office.city }) : t('carer.noOffice')}
          </p>
        )}
        <Button
          size="lg"
          className="w-full sm:w-auto sm:self-start"
          disabled={busy !== null || today.isPending}
          onClick={() => void record(onShift ? 'shift_out' : 'shift_in')}
        >
          {onShift ? <LogOut aria-hidden="true" /> : <LogIn aria-hidden="true" />}
          {busy === 'shift_in' || busy === 'shift_out'
            ? t('carer.locating')
            : onShift
              ? t('carer.clockOut')
              : t('carer.clockIn')}
        </Button>
      </section>

      {pending.length > 0 && (
        <section
          aria-labelledby="pending-title"
          className="flex flex-col gap-2 rounded-xl border border-notice/40 bg-notice/10 p-4"
        >
          <h2 id="pending-title" className="flex items-center gap-2 font-semibold">
            <CloudOff aria-hidden="true" className="size-5" />
            {t('carer.pendingTitle')}
          </h2>
          <p className="text-sm">{t('carer.pendingDescription')}</p>
          <ul className="flex flex-col gap-1 text-sm">
            {pending.map((event) => (
              <li key={event.clientId}>
                {t(`kinds.${event.kind}`)} · {formatClockTime(event.deviceAt, i18n.language)}
              </li>
            ))}
          </ul>
        </section>
      )}

      {today.data && (
        <section aria-labelledby="visits-title" className="flex flex-col gap-3">
          <h2 id="visits-title" className="text-lg font-semibold">
            {t('carer.visitsTitle')}
          </h2>
          {today.data.visits.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('carer.visitsEmpty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {today.data.visits.map((visit) => (
                <VisitItem
                  key={visit.bookingId}
                  visit={visit}
                  queued={pending.filter((event) => event.bookingId === visit.bookingId).map((event) => event.kind)}
                  busy={busy}
                  onRecord={(kind) => void record(kind, visit.bookingId)}
                />
              ))}
            </ul>
          )}
        </section>
      )}

      {today.data && (
        <section aria-labelledby="events-title" className="flex flex-col gap-3">
          <h2 id="events-title" className="text-lg font-semibold">
            {t('carer.eventsTitle')}
          </h2>
          {today.data.events.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('carer.eventsEmpty')}</p>
          ) : (
            <ul className="flex flex-col divide-y rounded-xl border bg-card">
              {[...today.data.events].reverse().map((event) => (
                <li key={event.id} className="p-3">
                  <ClockEventLine event={event} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

function VisitItem({
  visit,
  queued,
  busy,
  onRecord,
}: {
  visit: ClockVisit;
  queued: ClockEventKind[];
  busy: string | null;
  onRecord: (kind: 'visit_start' | 'visit_end') => void;
}) {
  const { t, i18n } = useTranslation('clock');
  const language = i18n.language;
  const started = visit.checkIn !== null || queued.includes('visit_start');
  const ended = visit.checkOut !== null || queued.includes('visit_end');
  const headingId = `visit-${visit.bookingId}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-sm">
      <h3 id={headingId} className="font-semibold">
        {t('carer.visitWhen', {
          time: formatClockTime(visit.startsAt, language),
          patient: `${visit.patient.firstName} ${visit.patient.lastName}`,
        })}
      </h3>
      <p className="text-muted-foreground">
        {[visit.serviceName, visit.place, visit.reference].filter(Boolean).join(' · ')}
      </p>
      {!visit.hasPinnedPosition && <p className="text-muted-foreground">{t('carer.noPin')}</p>}
      {visit.checkIn && <ClockEventLine event={visit.checkIn} />}
      {visit.checkOut && <ClockEventLine event={visit.checkOut} />}
      {!ended && (
        <Button
          className="w-full sm:w-auto sm:self-start"
          variant={started ? 'outline' : 'default'}
          disabled={busy !== null}
          onClick={() => onRecord(started ? 'visit_end' : 'visit_start')}
        >
          {busy === visit.bookingId ? t('carer.locating') : started ? t('carer.endVisit') : t('carer.atDoor')}
        </Button>
      )}
      {visit.checkIn && visit.checkOut && (
        <p className="text-muted-foreground">
          {t('carer.visitDone', {
            start: formatClockTime(visit.checkIn.effectiveAt, language),
            end: formatClockTime(visit.checkOut.effectiveAt, language),
          })}
        </p>
      )}
    </li>
  );
}
