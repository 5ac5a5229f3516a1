import type { BookingAddress } from '@sante/shared/booking-constants';
import type { PatientProfile } from '@sante/shared/patient-schemas';

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLocaleLowerCase('fr') === (b ?? '').trim().toLocaleLowerCase('fr');

/**
 * Whether the address typed for a home visit is worth offering to the profile: complete, and not the one the
 * profile already holds (city, quartier and point de repère compared without case or outer spaces).
 */
export function isNewAddress(address: BookingAddress | null, profile: PatientProfile | undefined): boolean {
  if (!address || !profile) return false;
  if (address.neighbourhood.trim() === '' || address.details.trim() === '') return false;
  return !(
    same(address.city, profile.city) &&
    same(address.neighbourhood, profile.neighbourhood) &&
    same(address.details, profile.landmark)
  );
}
