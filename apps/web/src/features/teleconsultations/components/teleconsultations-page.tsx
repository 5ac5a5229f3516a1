import { doualaToday } from '@sante/shared/calendar-date';
import { TIME_ZONE } from '@sante/shared/constants';
import { dateTimeFormat } from '@sante/shared/intl-formats';
import type { PaymentStatus } from '@sante/shared/payment-constants';
import type { QualityReportView, TeleconsultationView } from '@sante/shared/teleconsultation-constants';
import { Video } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactLinks } from '../../../components/contact-links';
import { QueryError } from '../../../components/query-error';
import { buttonVariants } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { formatFcfa } from '../../../lib/format-money';
import { formatDateTime } from '../../../lib/format';
import { formatWhen } from '../../../lib/format-when';
import { useRealtimeEvent } from '../../../lib/realtime';
import { useCarerName } from '../../../lib/use-carer-name';
import { VIDEO_STATE_EVENT } from '@sante/shared/teleconsultation-constants';
import { useRefreshTeleconsultations, useTeleconsultations } from '../api/teleconsultations';
import { patientPaymentPath, videoRoomPath } from '../lib/teleconsultation-paths';
import { ImmediateConsultation } from './immediate-consultation';
import './register-teleconsultation-catalogues';

type Space = 'patient' | 'doctor' | 'admin';

/** Read again every 30 s while the live channel is down (and to open the join button on time). */
const POLL_MS = 30_000;

const SECTIONS: Record<
  Space,
  readonly { scope: 'upcoming' | 'past' | 'today' | 'all'; title: 'upcoming' | 'past' | 'today' | 'history' | 'all' }[]
> = {
  patient: [
    { scope: 'upcoming', title: 'upcoming' },
    { scope: 'past', title: 'past' },
  ],
  doctor: [
    { scope: 'today', title: 'today' },
    { scope: 'upcoming', title: 'upcoming' },
    { scope: 'past', title: 'history' },
  ],
  admin: [{ scope: 'all', title: 'all' }],
};

/**
 * `/patient/visioconsultations`, `/dashboard-medecin/visioconsultations`, `/admin/visioconsultations` (ADR 030):
 * the caller's teleconsultations with their call state, updated live. The patient joins from 10 minutes before
 * the start (or pays first); the doctor sees today's queue with the patients waiting; staff see every
 * consultation with its payment, and the call-back requests to handle.
 */
export function TeleconsultationsPage({ space }: { space: Space }) {
  const { t } = useTranslation('teleconsultations');
  const refresh = useRefreshTeleconsultations();
  const live = useRealtimeEvent(VIDEO_STATE_EVENT, () => void refresh());
  const [callbackOnly, setCallbackOnly] = useState(false);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t(`list.${space}Title`)}</h1>
        <p className="text-muted-foreground">{t(`list.${space}Description`)}</p>
      </header>
      {space === 'patient' && (
        <Link to="/patient/booking?kind=teleconsultation" className={buttonVariants({ className: 'w-fit' })}>
          <Video aria-hidden="true" />
          {t('list.book')}
        </Link>
      )}
      {space === 'admin' && (
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <Checkbox checked={callbackOnly} onChange={(event) => setCallbackOnly(event.target.checked)} />
          {t('list.callbackOnly')}
        </label>
      )}
      <ImmediateConsultation space={space} />
      {SECTIONS[space].map((section) => (
        <Section
          key={section.scope}
          space={space}
          scope={section.scope}
          title={t(`list.${section.title}`)}
          pollMs={live.connected ? false : POLL_MS}
          callbackOnly={callbackOnly}
        />
      ))}
    </div>
  );
}

function Section(props: {
  space: Space;
  scope: 'upcoming' | 'past' | 'today' | 'all';
  title: string;
  pollMs: number | false;
  callbackOnly: boolean;
}) {
  const { t } = useTranslation('teleconsultations');
  const list = useTeleconsultations(props.scope, props.pollMs);
  // The doctor's « À venir » follows « Aujourd’hui »: today's consultations are listed there only.
  const today = doualaToday();
  const shown = (list.data ?? []).filter(
    (item) =>
      (!props.callbackOnly || item.call?.state === 'callback_requested') &&
      !(
        props.space === 'doctor' &&
        props.scope === 'upcoming' &&
        doualaToday(new Date(item.booking.startsAt)) === today
      ),
  );
  const headingId = `visio-${props.scope}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {props.title}
      </h2>
      {list.isPending && <Spinner label={t('loading')} />}
      {list.isError && (
        <QueryError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching}>
          {t('list.loadFailed')}
        </QueryError>
      )}
      {list.data && shown.length === 0 && <p className="text-sm text-muted-foreground">{t('list.empty')}</p>}
      <ul className="flex flex-col gap-3">
        {shown.map((item) => (
          <li key={item.booking.id}>
            <TeleconsultationCard item={item} space={props.space} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TeleconsultationCard({ item, space }: { item: TeleconsultationView; space: Space }) {
  const { t, i18n } = useTranslation('teleconsultations');
  const nameOf = useCarerName();
  const { booking, call } = item;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), POLL_MS);
    return () => clearInterval(timer);
  }, []);
  const state = call?.state ?? null;
  const over = now >= Date.parse(booking.endsAt);
  // No call yet: « À venir », or « Sans appel » once its time is over.
  const label = state ?? (over ? 'notHeld' : 'none');
  // Today and later as people say it (« demain 20 h »), earlier ones with their date.
  const when =
    doualaToday(new Date(booking.startsAt)) >= doualaToday(new Date(now))
      ? formatWhen(booking.startsAt, i18n.language)
      : formatDateTime(new Date(booking.startsAt), i18n.language);
  const open = booking.status === 'confirmed' && (state === null || state === 'waiting' || state === 'in_progress');
  const joinable = item.paid && open && now >= Date.parse(item.joinOpensAt) && (!over || state === 'in_progress');
  const patientName = `${booking.patient.firstName} ${booking.patient.lastName}`;
  const doctorName = booking.doctor ? nameOf(booking.doctor) : '';
  const waiting = state === 'waiting' && call?.patientJoinedAt !== null && space !== 'patient';
  const minutes =
    call?.startedAt && call.endedAt
      ? Math.max(1, Math.round((Date.parse(call.endedAt) - Date.parse(call.startedAt)) / 60_000))
      : null;
  return (
    <article
      className="flex flex-col gap-2 rounded-xl border bg-card p-4"
      data-state={label}
      aria-label={`${when} · ${space === 'patient' ? doctorName : patientName}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{when}</p>
        <span className="rounded-full border px-2 py-0.5 text-sm">{t(`states.${label}`)}</span>
      </div>
      <p className="text-sm">
        {space === 'patient' ? doctorName : space === 'doctor' ? patientName : `${patientName} · ${doctorName}`}
      </p>
      {state === 'missed' && call?.missedBy && (
        <p className="text-sm text-muted-foreground">{t(`missedBy.${call.missedBy}`)}</p>
      )}
      {waiting && <p className="text-sm font-medium text-primary">{t('list.patientWaiting')}</p>}
      {minutes !== null && <p className="text-sm text-muted-foreground">{t('list.duration', { minutes })}</p>}
      {space === 'admin' && call && <CallFigures item={item} />}
      <p className="text-sm text-muted-foreground">
        {formatFcfa(booking.priceXaf)} · {item.paid ? t('list.paid') : t('list.unpaid')}
        {space === 'admin' && booking.paymentStatus && (
          <> · {t('list.payment', { status: t(`paymentStatuses.${booking.paymentStatus as PaymentStatus}`) })}</>
        )}
        {item.refundDue && <strong className="text-destructive"> · {t('list.refundDue')}</strong>}
      </p>
      <div className="flex flex-wrap gap-2">
        {space === 'patient' && !item.paid && booking.status === 'pending' && !over && (
          <Link to={patientPaymentPath(booking.id)} className={buttonVariants({ size: 'sm' })}>
            {t('list.pay')}
          </Link>
        )}
        {space !== 'admin' &&
          item.paid &&
          open &&
          (joinable ? (
            <Link to={videoRoomPath(booking.id)} className={buttonVariants({ size: 'sm' })}>
              <Video aria-hidden="true" />
              {space === 'patient' ? t('list.join') : t('list.open')}
            </Link>
          ) : (
            <span className="text-sm text-muted-foreground">
              {t('list.joinAt', { when: formatWhen(item.joinOpensAt, i18n.language) })}
            </span>
          ))}
        {space !== 'patient' && state === 'callback_requested' && (
          <ContactLinks name={patientName} phone={booking.contactPhone} />
        )}
      </div>
    </article>
  );
}

/** Staff: who entered the room and what each side measured of the call (ADR 047). */
function CallFigures({ item }: { item: TeleconsultationView }) {
  const { t, i18n } = useTranslation('teleconsultations');
  const call = item.call;
  if (!call) return null;
  const time = (at: string) =>
    dateTimeFormat(i18n.language, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(new Date(at));
  const joined = [
    call.patientJoinedAt ? t('figures.patientJoined', { time: time(call.patientJoinedAt) }) : null,
    call.doctorJoinedAt ? t('figures.doctorJoined', { time: time(call.doctorJoinedAt) }) : null,
  ].filter((line) => line !== null);
  return (
    <div className="flex flex-col gap-1 text-sm text-muted-foreground" data-testid="call-figures">
      <p>{joined.length > 0 ? t('figures.joined', { who: joined.join(', ') }) : t('figures.nobody')}</p>
      {item.quality.length === 0 ? (
        <p>{t('figures.none')}</p>
      ) : (
        item.quality.map((report) => <ReportLine key={report.side} report={report} />)
      )}
    </div>
  );
}

function ReportLine({ report }: { report: QualityReportView }) {
  const { t, i18n } = useTranslation('teleconsultations');
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      value,
    );
  const parts = [
    report.rttAvgMs === null
      ? t('figures.rttUnknown')
      : t('figures.rtt', { average: report.rttAvgMs, max: report.rttMaxMs ?? report.rttAvgMs }),
    t('figures.loss', { percent: number(report.lossPermille / 10, 1) }),
    report.relayed ? t('figures.relayed') : t('figures.direct'),
    t('figures.data', { mb: number((report.bytesSent + report.bytesReceived) / 1_000_000, 1) }),
    report.fallbacks.length === 0
      ? t('figures.noFallback')
      : t('figures.fallbacks', { list: report.fallbacks.map((step) => t(`figures.steps.${step}`)).join(', ') }),
  ];
  return (
    <p>
      <span className="font-medium text-foreground">{t(`figures.side.${report.side}`)}</span> : {parts.join(' · ')}
    </p>
  );
}
