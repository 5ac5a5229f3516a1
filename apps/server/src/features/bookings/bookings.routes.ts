import {
  ZAssignDoctorRequestSchema,
  ZBookingListQuerySchema,
  ZCancelBookingRequestSchema,
  ZCreateBookingRequestSchema,
  ZReleaseHoldsRequestSchema,
  ZRescheduleBookingRequestSchema,
  ZReviewBookingRequestSchema,
  ZTrackingStepRequestSchema,
} from '@sante/shared/booking-schemas';
import { isStaffRole, type Role } from '@sante/shared/roles';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requireCaller, requirePermission, requireRole, requireStaff } from '../auth/require-caller';
import { advanceTracking, completeBooking, confirmBooking } from './advance-booking';
import { bookingActorOf } from './booking-actor';
import { attachBookingPrescriptionPhoto, bookingPrescriptionPhotoUrl } from './booking-prescription-photo';
import { readUpload } from '../storage/upload-body';
import { MEDICAL_DOCUMENT_LIMITS } from '@sante/shared/medical-record-constants';
import { undoBookingStep } from './undo-booking-step';
import { registerBookingPaymentHook } from './booking-payments';
import { bookingScope } from './booking-scope';
import { loadBookingView } from './booking-view';
import { assignDoctor, cancelBooking, rescheduleBooking } from './change-booking';
import { createBooking, isBookableDoctor } from './create-booking';
import { listBookingHolds } from './list-booking-holds';
import { listBookings } from './list-bookings';
import { payOnSite } from './pay-on-site';
import { releaseBookingHolds } from './release-booking-holds';
import { reviewBooking } from './review-booking';

/** A session whose role is `role` or a staff role: 401 anonymous, 403 otherwise (the scope then narrows to theirs). */
function requireRoleOrStaff(deps: AppDeps, role: Role): MiddlewareHandler<AppBindings> {
  const requireSession = requireCaller(deps);
  return (c, next) =>
    requireSession(c, async () => {
      const callerRole = c.get('caller')?.role;
      if (callerRole !== role && !isStaffRole(callerRole)) throw new AppError('forbidden');
      await next();
    });
}

/**
 * The bookings (`/api/bookings`, ADR 015): patients book, cancel and reschedule their own; doctors move
 * theirs along; staff see, confirm, assign and cancel every booking. Every transition is pushed live.
 */
export function bookingsRoutes(deps: AppDeps) {
  registerBookingPaymentHook(deps);
  const patientOrStaff = requireRoleOrStaff(deps, 'patient');
  const doctorOrStaff = requireRoleOrStaff(deps, 'medecin');
  // Suspicious holds (ADR 023): as the permission table says (admin, super_admin); operations staff cancel one by one.
  const holdManager = requirePermission(deps, 'bookings.release_holds', 'holds');
  const id = (c: { req: { param: (name: 'id') => string } }) => uuidParam(c.req.param('id'));
  return new Hono<AppBindings>()
    .post('/', requireRole(deps, 'patient'), async (c) => {
      const input = await jsonBody(c, ZCreateBookingRequestSchema);
      const { booking, replayed } = await createBooking(deps, bookingActorOf(c), input, new Date());
      return c.json({ booking }, replayed ? 200 : 201);
    })
    .get('/', requireCaller(deps), async (c) => {
      const query = parseWith(ZBookingListQuerySchema, c.req.query());
      return c.json({ bookings: await listBookings(deps, callerOf(c), query, new Date()) });
    })
    .get('/holds', holdManager, async (c) => c.json(await listBookingHolds(deps, new Date())))
    .post('/holds/:patientId/release', holdManager, async (c) => {
      const patientId = uuidParam(c.req.param('patientId'));
      const { reason } = await jsonBody(c, ZReleaseHoldsRequestSchema);
      return c.json(await releaseBookingHolds(deps, bookingActorOf(c), patientId, reason, new Date()));
    })
    .post('/:id/prescription-photo', requireRole(deps, 'patient'), async (c) => {
      const bookingId = id(c);
      const upload = await readUpload(c, MEDICAL_DOCUMENT_LIMITS.maxBytes);
      if (!upload.bytes || upload.bytes.byteLength === 0)
        throw new AppError('validation_failed', { fieldErrors: { file: ['validation.required'] } });
      const file = { bytes: upload.bytes, contentType: upload.contentType };
      await attachBookingPrescriptionPhoto(deps, bookingActorOf(c), bookingId, file);
      return c.body(null, 204);
    })
    .get('/:id/prescription-photo', requireCaller(deps), async (c) =>
      c.json(await bookingPrescriptionPhotoUrl(deps, bookingActorOf(c), id(c))),
    )
    .get('/:id', requireCaller(deps), async (c) => {
      const viewer = callerOf(c);
      return c.json({ booking: await loadBookingView(deps, id(c), bookingScope(viewer), viewer, new Date()) });
    })
    .post('/:id/cancel', patientOrStaff, async (c) => {
      const bookingId = id(c);
      const { reason } = await jsonBody(c, ZCancelBookingRequestSchema);
      return c.json({ booking: await cancelBooking(deps, bookingActorOf(c), bookingId, reason, new Date()) });
    })
    .post('/:id/reschedule', patientOrStaff, async (c) => {
      const bookingId = id(c);
      const { startsAt } = await jsonBody(c, ZRescheduleBookingRequestSchema);
      const actor = bookingActorOf(c);
      return c.json({ booking: await rescheduleBooking(deps, actor, bookingId, new Date(startsAt), new Date()) });
    })
    .post('/:id/pay-on-site', requireRole(deps, 'patient'), async (c) =>
      c.json({ booking: await payOnSite(deps, bookingActorOf(c), id(c), new Date()) }),
    )
    .post('/:id/tracking', doctorOrStaff, async (c) => {
      const bookingId = id(c);
      const { step } = await jsonBody(c, ZTrackingStepRequestSchema);
      return c.json({ booking: await advanceTracking(deps, bookingActorOf(c), bookingId, step, new Date()) });
    })
    .post('/:id/complete', doctorOrStaff, async (c) =>
      c.json({ booking: await completeBooking(deps, bookingActorOf(c), id(c), new Date()) }),
    )
    .post('/:id/undo', doctorOrStaff, async (c) =>
      c.json({ booking: await undoBookingStep(deps, bookingActorOf(c), id(c), new Date()) }),
    )
    .post('/:id/review', requireRole(deps, 'patient'), async (c) => {
      const bookingId = id(c);
      const input = await jsonBody(c, ZReviewBookingRequestSchema);
      return c.json({ booking: await reviewBooking(deps, bookingActorOf(c), bookingId, input, new Date()) }, 201);
    })
    .post('/:id/confirm', requireStaff(deps), async (c) =>
      c.json({ booking: await confirmBooking(deps, bookingActorOf(c), id(c), new Date()) }),
    )
    .post('/:id/assign', requireStaff(deps), async (c) => {
      const bookingId = id(c);
      const { doctorId } = await jsonBody(c, ZAssignDoctorRequestSchema);
      const isBookable = (candidate: string) => isBookableDoctor(deps.db, candidate);
      return c.json({
        booking: await assignDoctor(deps, bookingActorOf(c), bookingId, doctorId, isBookable, new Date()),
      });
    });
}
