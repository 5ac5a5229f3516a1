import type { Role } from '@sante/shared/roles';
import type { Context } from 'hono';
import type { AppBindings } from '../../app-context';
import { callerOf } from '../auth/require-caller';

/** Who changes a booking: a person (with the request's ids for the audit row) or the system (a payment). */
export type BookingActor = { userId: string | null; role: Role | null; ip: string | null; requestId: string | null };

export function bookingActorOf(c: Context<AppBindings>): BookingActor & { userId: string } {
  const caller = callerOf(c);
  return { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
}

export const SYSTEM_ACTOR: BookingActor = { userId: null, role: null, ip: null, requestId: null };
