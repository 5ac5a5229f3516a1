import {
  ZInviteGuestRequestSchema,
  ZImmediateRequestSchema,
  ZQualityReportSchema,
  ZRedeemGuestLinkSchema,
  ZTeleconsultationListQuerySchema,
} from '@sante/shared/teleconsultation-schemas';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requireCaller, requirePermission, requireRole } from '../auth/require-caller';
import { bookingActorOf } from '../bookings/booking-actor';
import { acceptImmediate } from './accept-immediate';
import { changeCall } from './change-call';
import { joinTeleconsultation } from './join-teleconsultation';
import { listImmediate } from './list-immediate';
import { listTeleconsultations } from './list-teleconsultations';
import { markCallbackDone } from './mark-callback-done';
import { recordCallQuality } from './record-call-quality';
import { requestImmediate } from './request-immediate';
import { requestImmediateCallback } from './request-immediate-callback';
import { assertMayEnter } from './room-access';
import { loadTeleconsultation } from './teleconsultation-view';
import { iceServersFor } from './turn-credentials';
import { assertGuestMayEnter, inviteGuest, listGuests, redeemGuestLink, removeGuest } from './video-guests';

/**
 * Teleconsultations (`/api/teleconsultations`, ADR 030): bookings of kind `teleconsultation` and their call. Every
 * read goes through `bookingScope` (someone else's consultation is 404); entering the room and the TURN credentials
 * need a paid consultation and its patient or doctor; each transition belongs to one role.
 */
export function teleconsultationsRoutes(deps: AppDeps) {
  const id = (c: { req: { param: (name: 'id') => string } }) => uuidParam(c.req.param('id'));
  const viewerOf = (c: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(c);
    return { userId: caller.userId, role: caller.role };
  };
  return (
    new Hono<AppBindings>()
      .get('/', requireCaller(deps), async (c) => {
        const query = parseWith(ZTeleconsultationListQuerySchema, c.req.query());
        return c.json({ teleconsultations: await listTeleconsultations(deps, viewerOf(c), query, new Date()) });
      })
      // « Consultation immédiate » (ADR 041), before `/:id`.
      .get('/immediate', requireCaller(deps), async (c) =>
        c.json({ requests: await listImmediate(deps, viewerOf(c), new Date()) }),
      )
      .post('/immediate', requireRole(deps, 'patient'), async (c) => {
        const input = await jsonBody(c, ZImmediateRequestSchema);
        return c.json({ request: await requestImmediate(deps, bookingActorOf(c), input, new Date()) }, 201);
      })
      .post('/immediate/:id/accept', requireRole(deps, 'medecin'), async (c) =>
        c.json({ request: await acceptImmediate(deps, bookingActorOf(c), id(c), new Date()) }),
      )
      .post('/immediate/:id/callback', requireRole(deps, 'patient'), async (c) =>
        c.json({ request: await requestImmediateCallback(deps, bookingActorOf(c), id(c), new Date()) }),
      )
      .post(
        '/immediate/:id/callback-done',
        requirePermission(deps, 'video_callbacks.handle', 'video_callbacks'),
        async (c) => c.json({ request: await markCallbackDone(deps, bookingActorOf(c), id(c), new Date()) }),
      )
      .get('/:id', requireCaller(deps), async (c) =>
        c.json({ teleconsultation: await loadTeleconsultation(deps, viewerOf(c), id(c), new Date()) }),
      )
      .post('/:id/join', requireCaller(deps), async (c) =>
        c.json(await joinTeleconsultation(deps, bookingActorOf(c), id(c), new Date())),
      )
      .get('/:id/ice-servers', requireCaller(deps), async (c) => {
        const viewer = viewerOf(c);
        const now = new Date();
        await assertMayEnter(deps.db, viewer, id(c), now);
        return c.json(iceServersFor(deps.env, viewer.userId, now));
      })
      .post('/guest-links/redeem', async (c) => {
        const { token } = await jsonBody(c, ZRedeemGuestLinkSchema);
        return c.json(await redeemGuestLink(deps, token, new Date()));
      })
      .get('/:id/guests', requireCaller(deps), async (c) =>
        c.json({ guests: await listGuests(deps, bookingActorOf(c), id(c), new Date()) }),
      )
      .post('/:id/guests', requireRole(deps, 'medecin'), async (c) => {
        const input = await jsonBody(c, ZInviteGuestRequestSchema);
        return c.json({ guest: await inviteGuest(deps, bookingActorOf(c), id(c), input, new Date()) }, 201);
      })
      .post('/:id/guests/:guestId/remove', requireRole(deps, 'medecin'), async (c) => {
        const guestId = uuidParam(c.req.param('guestId'));
        await removeGuest(deps, bookingActorOf(c), id(c), guestId, new Date());
        return c.body(null, 204);
      })
      // The guest has no account: their room key (from the redeemed link) is the credential, for this room only.
      .get('/:id/guest-ice-servers', async (c) => {
        const now = new Date();
        const guest = await assertGuestMayEnter(deps, id(c), { roomKey: c.req.header('x-room-key') ?? '' }, now);
        return c.json(iceServersFor(deps.env, `guest-${guest.id}`, now));
      })
      .post('/:id/quality', requireCaller(deps), async (c) => {
        const report = await jsonBody(c, ZQualityReportSchema);
        await recordCallQuality(deps, bookingActorOf(c), id(c), report, new Date());
        return c.body(null, 204);
      })
      .post('/:id/admit', requireRole(deps, 'medecin'), async (c) =>
        c.json({ teleconsultation: await changeCall(deps, bookingActorOf(c), id(c), 'admit', new Date()) }),
      )
      .post('/:id/end', requireRole(deps, 'medecin'), async (c) =>
        c.json({ teleconsultation: await changeCall(deps, bookingActorOf(c), id(c), 'end', new Date()) }),
      )
      .post('/:id/callback', requireRole(deps, 'patient'), async (c) =>
        c.json({ teleconsultation: await changeCall(deps, bookingActorOf(c), id(c), 'callback', new Date()) }),
      )
  );
}
