import type { BookingDraft } from '../lib/booking-draft';

/** What every step of the booking receives: the draft, a way to change it, and the way on or back. */
export type StepProps = {
  draft: BookingDraft;
  update: (change: Partial<BookingDraft>) => void;
  next: () => void;
  back: (() => void) | null;
};
