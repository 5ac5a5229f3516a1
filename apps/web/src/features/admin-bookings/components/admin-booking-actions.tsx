import type { BookingView } from '@sante/shared/booking-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { formatFcfa } from '../../../lib/format-money';
import { errorMessage, translateKey } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useBookingAction, type BookingAction } from '../../planning/api/bookings';
import { ActionDialog } from '../../planning/components/action-dialog';
import { AssignDoctorDialog } from './assign-doctor-dialog';
import { BookingDetailsDialog } from './booking-details-dialog';
import { useMessageTexts } from '../../../lib/use-message-texts';

/**
 * What cancelling leaves to give back, as the cancel dialog says it: "Payé 20 000 FCFA par MTN Mobile Money :
 * le remboursement sera à faire", "… payé puis remboursé", or "Rien n'a été payé".
 */
function usePaidText() {
  const { t } = useTranslation('admin');
  return (booking: BookingView) => {
    const { paymentStatus, paymentAmount, paymentMethod } = booking;
    if ((paymentStatus !== 'succeeded' && paymentStatus !== 'refunded') || !paymentAmount || !paymentMethod) {
      return t('cancelDialog.nothingPaid');
    }
    const amount = formatFcfa(paymentAmount);
    const method = t(`cancelDialog.methods.${paymentMethod}`);
    return t(paymentStatus === 'refunded' ? 'cancelDialog.paidRefunded' : 'cancelDialog.paid', { amount, method });
  };
}

type OpenDialog = 'confirm' | 'cancel' | 'assign' | 'details' | null;

const CANCEL_REASON_MAX = 300;

/** Details, confirm, assign or reassign, cancel with a reason: what staff can do to one booking. */
export function AdminBookingActions({ booking }: { booking: BookingView }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  useMessageTexts();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [reason, setReason] = useState('');
  const [reasonErrors, setReasonErrors] = useState<string[]>([]);
  const action = useBookingAction();
  const paidText = usePaidText();
  const active = booking.status === 'pending' || booking.status === 'confirmed';
  /** Once the doctor is on the way, the visit is theirs: the server refuses a reassignment. */
  const assignable = active && booking.trackingStep === null;
  const close = () => {
    setOpen(null);
    setReasonErrors([]);
  };

  const run = (bookingAction: BookingAction, done: 'confirm' | 'cancel' | 'assign') =>
    action.mutate(
      { id: booking.id, action: bookingAction },
      {
        onSuccess: () => {
          close();
          setReason('');
          notifySuccess(t(`done.${done}`));
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? (error.fieldErrors.reason ?? []) : [];
          if (fieldErrors.length > 0) setReasonErrors(fieldErrors.map((key) => translateKey(tc, key)));
          else notifyError(errorMessage(tc, error));
        },
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={() => setOpen('details')}>
        {t('actions.details')}
      </Button>
      {booking.status === 'pending' && (
        <Button size="sm" onClick={() => setOpen('confirm')}>
          {t('actions.confirm')}
        </Button>
      )}
      {assignable && (
        <Button size="sm" variant="secondary" onClick={() => setOpen('assign')}>
          {t(booking.doctor ? 'actions.reassign' : 'actions.assign')}
        </Button>
      )}
      {active && (
        <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setOpen('cancel')}>
          {t('actions.cancel')}
        </Button>
      )}

      {open === 'details' && <BookingDetailsDialog bookingId={booking.id} onClose={close} />}
      {open === 'assign' && (
        <AssignDoctorDialog
          booking={booking}
          pending={action.isPending}
          onAssign={(doctorId) => run({ type: 'assign', doctorId }, 'assign')}
          onClose={close}
        />
      )}
      <ActionDialog
        open={open === 'confirm'}
        title={t('confirmDialog.title', { reference: booking.reference })}
        description={t('confirmDialog.description')}
        confirmLabel={t('actions.confirm')}
        onConfirm={() => run({ type: 'confirm' }, 'confirm')}
        onClose={close}
        pending={action.isPending}
      />
      <ActionDialog
        open={open === 'cancel'}
        title={t('cancelDialog.title', { reference: booking.reference })}
        description={
          <>
            <p>{formatDateTime(new Date(booking.startsAt), i18n.language)}</p>
            <p className="font-medium">{paidText(booking)}</p>
            <p>{t('cancelDialog.description')}</p>
          </>
        }
        confirmLabel={t('cancelDialog.submit')}
        destructive
        onConfirm={() => {
          if (reason.trim().length > CANCEL_REASON_MAX) setReasonErrors([tc('validation.tooLong')]);
          else run({ type: 'cancel', reason: reason.trim() || undefined }, 'cancel');
        }}
        onClose={close}
        pending={action.isPending}
      >
        <FormField
          id={`cancel-reason-${booking.id}`}
          label={t('cancelDialog.reason')}
          hint={t('cancelDialog.reasonHint')}
          errors={reasonErrors}
        >
          {(control) => (
            <Input
              {...control}
              value={reason}
              maxLength={CANCEL_REASON_MAX + 50}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </FormField>
      </ActionDialog>
    </div>
  );
}
