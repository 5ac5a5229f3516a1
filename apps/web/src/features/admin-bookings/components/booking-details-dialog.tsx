import type { BookingView } from '@sante/shared/booking-constants';
import { isRole } from '@sante/shared/roles';
import { mayDoAny } from '@sante/shared/staff-permissions';
import { BookingRequestFacts } from '../../../components/booking-request-facts';
import { useViewer } from '../../auth/hooks/use-viewer';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { formatFcfa } from '../../../lib/format-money';
import { useBooking } from '../../planning/api/bookings';
import { paymentStatusKey } from '../../planning/booking-rules';
import { ActionDialog } from '../../planning/components/action-dialog';
import { BookingAddress } from '../../planning/components/booking-address';
import { BookingBadges } from '../../planning/components/booking-badges';
import { useCarerName } from '../../../lib/use-carer-name';

/** The event types the server records (apps/server/src/features/bookings/booking-events.ts). */
const EVENT_TYPES = [
  'created',
  'confirmed',
  'payment_confirmed',
  'tracking',
  'completed',
  'cancelled',
  'rescheduled',
  'doctor_assigned',
] as const;

/**
 * What happened, in words: the tracking step if any; who replaced whom ("Dr X remplacé par Infirmière Y");
 * else the known event type, else "Modification".
 */
function useEventLabel() {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('planning');
  const carerName = useCarerName();
  return (event: BookingView['events'][number]) => {
    if (event.step) return tp(`steps.${event.step}`);
    if (event.type === 'doctor_assigned' && event.toDoctor) {
      return event.fromDoctor
        ? t('events.replaced', { from: carerName(event.fromDoctor), to: carerName(event.toDoctor) })
        : t('events.assignedTo', { to: carerName(event.toDoctor) });
    }
    const known = EVENT_TYPES.find((type) => type === event.type);
    return t(`events.${known ?? 'other'}`);
  };
}

/** A booking in full, with the timeline of its events (who, what, when). */
export function BookingDetailsDialog({ bookingId, onClose }: { bookingId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tp } = useTranslation('planning');
  const { t: tc } = useTranslation();
  const booking = useBooking(bookingId);
  const eventLabel = useEventLabel();
  const carerName = useCarerName();
  const language = i18n.language;
  const data = booking.data;
  const viewer = useViewer();
  const role = viewer.status === 'ready' ? (viewer.viewer?.role ?? null) : null;
  return (
    <ActionDialog
      open
      title={data ? t('detailsDialog.title', { reference: data.reference }) : tc('common.loading')}
      onClose={onClose}
      closeLabel={t('detailsDialog.close')}
    >
      {booking.isPending && <Spinner label={tc('common.loading')} />}
      {booking.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
      {data && (
        <div className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto text-sm">
          <BookingBadges status={data.status} step={data.trackingStep} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted-foreground">{tp('booking.when')}</dt>
            <dd>{formatDateTime(new Date(data.startsAt), language)}</dd>
            <dt className="text-muted-foreground">{tp('booking.patient')}</dt>
            <dd>
              {data.patient.firstName} {data.patient.lastName}
            </dd>
            <dt className="text-muted-foreground">{tp('booking.reason')}</dt>
            <dd className={data.reason ? 'whitespace-pre-line' : 'text-muted-foreground'}>
              {data.reason ?? tp('booking.noReason')}
            </dd>
            <BookingRequestFacts booking={data} canOpenPhoto={mayDoAny(role, 'results.manage')} />
            <dt className="text-muted-foreground">{tp('booking.doctor')}</dt>
            <dd>{data.doctor ? carerName(data.doctor) : tp('booking.noDoctor')}</dd>
            <dt className="text-muted-foreground">{tp('booking.service')}</dt>
            <dd>
              {language.startsWith('en') ? data.service.nameEn : data.service.nameFr} · {tp(`kinds.${data.kind}`)}
            </dd>
            {data.kind === 'home_visit' && (
              <>
                <dt className="text-muted-foreground">{tp('booking.address')}</dt>
                <dd>
                  <BookingAddress booking={data} />
                </dd>
              </>
            )}
            <dt className="text-muted-foreground">{tp('booking.payment')}</dt>
            <dd>
              {formatFcfa(data.priceXaf)} · {tp(`paymentChoices.${data.paymentChoice}`)} (
              {tp(`paymentStatuses.${paymentStatusKey(data.paymentStatus)}`)})
            </dd>
          </dl>
          <section aria-labelledby={`timeline-${data.id}`} className="flex flex-col gap-2">
            <h3 id={`timeline-${data.id}`} className="font-semibold">
              {t('detailsDialog.timeline')}
            </h3>
            {data.events.length === 0 ? (
              <p className="text-muted-foreground">{t('detailsDialog.noEvents')}</p>
            ) : (
              <ol className="flex flex-col gap-2 border-l-2 border-primary/30 pl-4">
                {data.events.map((event, index) => (
                  <li key={`${event.at}-${index}`} className="flex flex-col">
                    <span className="font-medium">{eventLabel(event)}</span>
                    <span className="text-xs text-muted-foreground">
                      <time dateTime={event.at}>{formatDateTime(new Date(event.at), language)}</time> ·{' '}
                      {event.actorRole && isRole(event.actorRole)
                        ? t('detailsDialog.by', { role: tc(`roles.${event.actorRole}`) })
                        : t('detailsDialog.system')}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
    </ActionDialog>
  );
}
