import type { BookingView } from '@sante/shared/booking-constants';
import type { SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { useMutation } from '@tanstack/react-query';
import { FileImage } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../lib/api-client';
import { notifyError } from '../lib/notify';
import { Button } from './ui/button';
import './register-booking-request-catalogues';

/**
 * What the patient told at booking beyond the reason (ADR 058), as rows of a `<dl>`: for whom the visit is (a
 * dependant's name and age) and the photo of an existing prescription, opened through a 5-minute signed link.
 */
type Props = {
  booking: Pick<BookingView, 'id' | 'dependant' | 'hasPrescriptionPhoto'>;
  /** Staff without `results.manage` see that a photo was joined, not the photo (the server answers 403). */
  canOpenPhoto?: boolean;
};

export function BookingRequestFacts({ booking, canOpenPhoto = true }: Props) {
  const { t } = useTranslation('bookingRequest');
  const photo = useMutation({
    mutationFn: () => apiRequest<SignedDocumentUrl>(`/bookings/${booking.id}/prescription-photo`),
    onSuccess: (signed) => window.open(signed.url, '_blank', 'noopener'),
    onError: () => notifyError(t('photoError')),
  });
  const { dependant } = booking;
  return (
    <>
      <dt className="text-muted-foreground">{t('forWhom')}</dt>
      <dd>
        {dependant
          ? [
              `${dependant.firstName} ${dependant.lastName ?? ''}`.trim(),
              dependant.age === null ? null : t('age', { count: dependant.age }),
            ]
              .filter(Boolean)
              .join(', ')
          : t('forPatient')}
      </dd>
      {booking.hasPrescriptionPhoto && (
        <>
          <dt className="text-muted-foreground">{t('prescription')}</dt>
          <dd>
            {canOpenPhoto ? (
              <Button variant="outline" size="sm" disabled={photo.isPending} onClick={() => photo.mutate()}>
                <FileImage aria-hidden="true" />
                {t('openPhoto')}
              </Button>
            ) : (
              t('photoJoined')
            )}
          </dd>
        </>
      )}
    </>
  );
}
