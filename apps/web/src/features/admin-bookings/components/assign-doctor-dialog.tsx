import type { BookingView } from '@sante/shared/booking-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { ActionDialog } from '../../planning/components/action-dialog';
import { useFreeDoctors } from '../api/doctors';
import { useMessageTexts } from '../../../lib/use-message-texts';

type AssignDoctorDialogProps = {
  booking: BookingView;
  pending: boolean;
  onAssign: (doctorId: string) => void;
  onClose: () => void;
};

/** Choose among the doctors free when the booking starts (its own doctor left out), then assign. */
export function AssignDoctorDialog({ booking, pending, onAssign, onClose }: AssignDoctorDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const free = useFreeDoctors(booking, true);
  const [doctorId, setDoctorId] = useState('');
  const [missing, setMissing] = useState(false);
  const { t: tc } = useTranslation();
  useMessageTexts();
  return (
    <ActionDialog
      open
      title={t('assignDialog.title', { reference: booking.reference })}
      description={t('assignDialog.description', { when: formatDateTime(new Date(booking.startsAt), i18n.language) })}
      confirmLabel={t('assignDialog.submit')}
      onConfirm={() => {
        if (doctorId) onAssign(doctorId);
        else setMissing(true);
      }}
      onClose={onClose}
      pending={pending || free.isPending}
    >
      {free.isPending && <Spinner label={t('assignDialog.searching')} />}
      {free.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
      {!free.isPending && !free.isError && free.doctors.length === 0 && <Alert>{t('assignDialog.none')}</Alert>}
      {!free.isPending && free.doctors.length > 0 && (
        <FormField
          id={`assign-doctor-${booking.id}`}
          label={t('assignDialog.doctor')}
          errors={missing ? [tc('validation.selectOption')] : []}
        >
          {(control) => (
            <Select
              {...control}
              value={doctorId}
              onChange={(event) => {
                setDoctorId(event.target.value);
                setMissing(false);
              }}
            >
              <option value="">{t('assignDialog.choose')}</option>
              {free.doctors.map((doctor) => (
                <option key={doctor.id} value={doctor.id}>
                  {doctor.firstName} {doctor.lastName} · {tc(`specialties.${doctor.specialty}`)} · {doctor.city}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
    </ActionDialog>
  );
}
