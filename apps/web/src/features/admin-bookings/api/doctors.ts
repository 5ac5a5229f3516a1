import type { DoctorSlotsResponse } from '@sante/shared/availability-constants';
import type { BookingView } from '@sante/shared/booking-constants';
import type { DoctorSearchResponse, PublicDoctor } from '@sante/shared/directory-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { doualaDayOf } from '../../planning/booking-time';

/** The most doctors one directory request returns. */
const DIRECTORY_MAX_PAGE = '50';

/**
 * `GET /api/doctors/search`: listed doctors (optionally only those with a free slot on `date`, and only those of
 * the profession `serviceId` needs).
 */
function doctorsQueryOptions(date?: string, serviceId?: string) {
  const query: Record<string, string> = {
    perPage: DIRECTORY_MAX_PAGE,
    ...(date ? { date } : {}),
    ...(serviceId ? { serviceId } : {}),
  };
  return queryOptions({
    queryKey: ['doctors', 'search', 'staff', query] as const,
    queryFn: ({ signal }) =>
      apiRequest<DoctorSearchResponse>('/doctors/search', { query, signal }).then((body) => body.doctors),
    staleTime: 60_000,
  });
}

/** Every listed doctor: the doctor filter of the staff screens. */
export function useDoctorChoices() {
  return useQuery(doctorsQueryOptions());
}

/** Whether one of the doctor's free slots covers the start of the booking. */
export function coversStart(slots: DoctorSlotsResponse, startsAt: string): boolean {
  const start = Date.parse(startsAt);
  return slots.days.some((day) =>
    [...day.morning, ...day.afternoon, ...day.evening].some(
      (slot) => Date.parse(slot.startsAt) <= start && start < Date.parse(slot.endsAt),
    ),
  );
}

type Reassigned = Pick<BookingView, 'kind' | 'address'> & {
  doctor: Pick<NonNullable<BookingView['doctor']>, 'id'> | null;
};

/**
 * Who may take a booking over, before looking at their slots: anyone but its own doctor and, for a home visit,
 * only carers of the visit's city (a Yaoundé nurse is not sent to Douala).
 */
export function offerable<D extends Pick<PublicDoctor, 'id' | 'city'>>(
  booking: Reassigned,
  doctors: readonly D[],
): D[] {
  const city = booking.kind === 'home_visit' ? booking.address?.city : undefined;
  return doctors.filter((doctor) => doctor.id !== booking.doctor?.id && (!city || doctor.city === city));
}

/**
 * Doctors free when the booking starts, for its kind of visit: those the directory finds with a free slot that
 * day, then each one's slots of that day (`GET /api/doctors/{id}/slots`). The booking's own doctor is left out, and
 * for a home visit every carer of another city (`offerable`).
 * The server checks again when the assignment is saved (409 if the slot was taken meanwhile).
 */
export function useFreeDoctors(
  booking: Pick<BookingView, 'startsAt' | 'kind' | 'doctor' | 'address' | 'service'>,
  enabled: boolean,
) {
  const day = doualaDayOf(booking.startsAt);
  // Only carers who deliver the booked care (a doctor's consultation never goes to a nurse): the server refuses it.
  const candidates = useQuery({ ...doctorsQueryOptions(day, booking.service.id), enabled });
  const others = offerable(booking, candidates.data ?? []);
  // One query for all the candidates' slots (not `useQueries`: its observer would sit in the app shell every route
  // downloads, for this one dialog).
  const slots = useQuery({
    queryKey: ['doctors', 'slots', 'staff', day, booking.kind, others.map((doctor) => doctor.id)] as const,
    queryFn: ({ signal }) =>
      Promise.all(
        others.map((doctor) =>
          apiRequest<DoctorSlotsResponse>(`/doctors/${doctor.id}/slots`, {
            query: { from: day, days: '1', kind: booking.kind },
            signal,
          }),
        ),
      ),
    enabled: enabled && candidates.isSuccess,
  });
  const free: PublicDoctor[] = others.filter((_, index) => {
    const answer = slots.data?.[index];
    return answer !== undefined && coversStart(answer, booking.startsAt);
  });
  const isPending = candidates.isPending || (others.length > 0 && slots.isPending);
  return { doctors: free, isPending, isError: candidates.isError || slots.isError };
}
