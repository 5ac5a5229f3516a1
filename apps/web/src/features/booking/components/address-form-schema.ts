import { zodResolver } from '@hookform/resolvers/zod';
import { ZBookingAddressSchema } from '@sante/shared/booking-schemas';

/** Loaded lazily with zod (see `lazyResolver`): the same schema as the server's. */
export const bookingAddressResolver = zodResolver(ZBookingAddressSchema);
