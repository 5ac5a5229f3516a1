import { createHash, randomBytes } from 'node:crypto';
import { VIDEO_GUESTS_EVENT } from '@sante/shared/teleconsultation-constants';
import type { VideoGuestView, ZInviteGuestRequestSchema } from '@sante/shared/teleconsultation-schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import { bookings } from '../../db/schema/availability';
import { payableSettlements } from '../../db/schema/payments';
import { userProfiles } from '../../db/schema/profiles';
import { teleconsultationCalls, teleconsultationGuests } from '../../db/schema/teleconsultations';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { BookingActor } from '../bookings/booking-actor';
import { configuredChannels } from '../messaging/create-senders';
import { pickChannels } from '../messaging/notify-user';
import { queueMessage } from '../messaging/outbox';
import { userRoom } from '../../realtime/realtime-hub';
import { assertMayEnter, assertRoomOpen } from './room-access';
import { videoGuestRoom } from './video-rooms';

/** How long an invitation link may wait before it is opened (it works once). */
export const GUEST_LINK_TTL_MINUTES = 30;
/** The page the link opens (the guest's room, no account needed). */
export const GUEST_LINK_PATH = '/visio/invitation';

type Actor = BookingActor & { userId: string };
type Guest = typeof teleconsultationGuests.$inferSelect;

const secret = () => randomBytes(32).toString('base64url');
const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

function viewOf(guest: Guest): VideoGuestView {
  return { id: guest.id, kind: guest.kind, name: guest.name, joinedAt: guest.redeemedAt?.toISOString() ?? null };
}

function announce(deps: Pick<AppDeps, 'realtime'>, booking: { id: string; patientId: string; doctorId: string }) {
  deps.realtime.emitTo([userRoom(booking.patientId), userRoom(booking.doctorId)], VIDEO_GUESTS_EVENT, {
    consultationId: booking.id,
  });
}

/** The guests still in the room's list (not removed), for its patient and doctor. */
export async function listGuests(deps: Pick<AppDeps, 'db'>, actor: Actor, id: string, now: Date) {
  await assertMayEnter(deps.db, actor, id, now);
  const rows = await deps.db
    .select()
    .from(teleconsultationGuests)
    .where(and(eq(teleconsultationGuests.bookingId, id), isNull(teleconsultationGuests.removedAt)))
    .orderBy(asc(teleconsultationGuests.createdAt));
  return rows.map(viewOf);
}

/**
 * The doctor of the consultation invites an interpreter or a relative: a single-use link valid 30 minutes, sent
 * through the outbox (e-mail, or WhatsApp / SMS on the phone given), never shown to the doctor. Audited.
 */
export async function inviteGuest(
  deps: Pick<AppDeps, 'db' | 'env' | 'realtime'>,
  actor: Actor,
  id: string,
  input: z.output<typeof ZInviteGuestRequestSchema>,
  now: Date,
): Promise<VideoGuestView> {
  const { booking, side } = await assertMayEnter(deps.db, actor, id, now);
  if (side !== 'doctor') throw new AppError('forbidden');
  const contact = { email: input.email ?? null, phone: input.phone ?? null };
  const [channel] = pickChannels(['email', 'whatsapp', 'sms'], configuredChannels(deps.env), contact);
  if (!channel) throw new AppError('validation_failed');
  const token = secret();
  const [doctor] = await deps.db
    .select({ firstName: userProfiles.firstName, lastName: userProfiles.lastName })
    .from(userProfiles)
    .where(eq(userProfiles.userId, actor.userId));
  const guest = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teleconsultationGuests)
      .values({
        bookingId: booking.id,
        invitedBy: actor.userId,
        kind: input.kind,
        name: input.name,
        channel,
        contact: (channel === 'email' ? contact.email : contact.phone) ?? '',
        linkHash: hashOf(token),
        linkExpiresAt: new Date(now.getTime() + GUEST_LINK_TTL_MINUTES * 60_000),
      })
      .returning();
    if (!row) throw new Error('guest not inserted');
    await queueMessage(tx, {
      channel,
      recipient: row.contact,
      template: 'teleconsultation_guest_invite',
      locale: 'fr',
      params: {
        doctor: doctor ? `Dr ${doctor.firstName} ${doctor.lastName}` : 'Santé à Domicile',
        link: `${deps.env.PUBLIC_URL}${GUEST_LINK_PATH}#${token}`,
      },
    });
    await audit(tx, {
      action: 'teleconsultation.guest_invited',
      outcome: 'success',
      actorId: actor.userId,
      actorRole: actor.role,
      targetType: 'booking',
      targetId: booking.id,
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return row;
  });
  announce(deps, booking);
  return viewOf(guest);
}

/** The doctor removes a guest: their room key stops working and their sockets are disconnected at once. Audited. */
export async function removeGuest(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  actor: Actor,
  id: string,
  guestId: string,
  now: Date,
): Promise<void> {
  const { booking, side } = await assertMayEnter(deps.db, actor, id, now);
  if (side !== 'doctor') throw new AppError('forbidden');
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .update(teleconsultationGuests)
      .set({ removedAt: now })
      .where(
        and(
          eq(teleconsultationGuests.id, guestId),
          eq(teleconsultationGuests.bookingId, booking.id),
          isNull(teleconsultationGuests.removedAt),
        ),
      )
      .returning({ id: teleconsultationGuests.id });
    if (!removed) throw new AppError('not_found');
    await audit(tx, {
      action: 'teleconsultation.guest_removed',
      outcome: 'success',
      actorId: actor.userId,
      actorRole: actor.role,
      targetType: 'booking',
      targetId: booking.id,
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
  deps.realtime.disconnectRooms([videoGuestRoom(guestId)]);
  announce(deps, booking);
}

async function roomOf(deps: Pick<AppDeps, 'db'>, bookingId: string) {
  const [row] = await deps.db
    .select({ booking: bookings, call: teleconsultationCalls, settledBy: payableSettlements.paymentId })
    .from(bookings)
    .leftJoin(teleconsultationCalls, eq(teleconsultationCalls.bookingId, bookings.id))
    .leftJoin(
      payableSettlements,
      and(eq(payableSettlements.payableType, 'booking'), eq(payableSettlements.payableId, bookings.id)),
    )
    .where(and(eq(bookings.id, bookingId), eq(bookings.visitKind, 'teleconsultation')));
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * The guest opens their link: once only (410 `guest_link_used`), within 30 minutes (410 `guest_link_expired`),
 * while the room is open. Their browser receives a room key for this consultation only; the link is spent.
 */
export async function redeemGuestLink(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  token: string,
  now: Date,
): Promise<{ consultationId: string; roomKey: string; guest: VideoGuestView }> {
  const [guest] = await deps.db
    .select()
    .from(teleconsultationGuests)
    .where(eq(teleconsultationGuests.linkHash, hashOf(token)));
  if (!guest || guest.removedAt) throw new AppError('not_found');
  if (guest.redeemedAt) throw new AppError('guest_link_used');
  if (now >= guest.linkExpiresAt) throw new AppError('guest_link_expired');
  const room = await roomOf(deps, guest.bookingId);
  assertRoomOpen(room, now);
  const roomKey = secret();
  const [redeemed] = await deps.db
    .update(teleconsultationGuests)
    .set({ redeemedAt: now, roomKeyHash: hashOf(roomKey) })
    .where(and(eq(teleconsultationGuests.id, guest.id), isNull(teleconsultationGuests.redeemedAt)))
    .returning();
  // Two openings at once: one wins, the other is told the link was used.
  if (!redeemed) throw new AppError('guest_link_used');
  announce(deps, room.booking);
  return { consultationId: guest.bookingId, roomKey, guest: viewOf(redeemed) };
}

/**
 * A guest of `consultationId`, by their room key (TURN credentials, the socket's handshake) or by their id (a socket
 * already admitted): their row (another consultation, a removed guest: 404), the room open.
 */
export async function assertGuestMayEnter(
  deps: Pick<AppDeps, 'db'>,
  consultationId: string,
  credential: { roomKey: string } | { guestId: string },
  now: Date,
): Promise<VideoGuestView> {
  const [guest] = await deps.db
    .select()
    .from(teleconsultationGuests)
    .where(
      and(
        'roomKey' in credential
          ? eq(teleconsultationGuests.roomKeyHash, hashOf(credential.roomKey))
          : eq(teleconsultationGuests.id, credential.guestId),
        eq(teleconsultationGuests.bookingId, consultationId),
        isNull(teleconsultationGuests.removedAt),
      ),
    );
  if (!guest) throw new AppError('not_found');
  assertRoomOpen(await roomOf(deps, consultationId), now);
  return viewOf(guest);
}
