import { BOOKING_UPDATED_EVENT, type BookingUpdatedMessage } from '@sante/shared/booking-constants';
import { PAYMENT_REFUND_DUE_EVENT, type PaymentRefundDueMessage } from '@sante/shared/payment-constants';
import type { Server } from 'socket.io';

/** Rooms: every socket of a user joins `user:<id>`; staff sockets also join `staff`. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Every socket also joins the room of the session it was opened with, to be ended with it (ADR 023). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const STAFF_ROOM = 'staff';

/**
 * Pushes to connected screens. Built with the app's dependencies, bound to Socket.IO once the HTTP server
 * listens (`attachRealtime`); before that (and in processes without HTTP) pushes go nowhere.
 */
export class RealtimeHub {
  private io: Server | null = null;
  /** Open sockets per user in this process (presence, ADR 028). */
  private readonly openSockets = new Map<string, number>();

  bind(io: Server): void {
    this.io = io;
  }

  /** Disconnects the sockets opened with these sessions, in every server process (the adapter broadcasts it). */
  endSessions(sessionIds: readonly string[]): void {
    if (sessionIds.length > 0) this.io?.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  }

  /** Disconnects every socket of these rooms, in every server process (a removed video guest, ADR 059). */
  disconnectRooms(rooms: readonly string[]): void {
    if (rooms.length > 0) this.io?.in([...rooms]).disconnectSockets(true);
  }

  /** A committed change of a booking, to its patient, its doctor and every staff screen. */
  bookingUpdated(message: BookingUpdatedMessage, recipients: { patientId: string; doctorId: string | null }): void {
    const rooms = [userRoom(recipients.patientId), STAFF_ROOM];
    if (recipients.doctorId) rooms.push(userRoom(recipients.doctorId));
    this.io?.to(rooms).emit(BOOKING_UPDATED_EVENT, message);
  }

  /** A committed success that staff owe back (a payable paid twice), to every staff screen. */
  paymentRefundDue(message: PaymentRefundDueMessage): void {
    this.io?.to(STAFF_ROOM).emit(PAYMENT_REFUND_DUE_EVENT, message);
  }

  /** An event of a feature to these rooms (conversations: the rooms of its participants). */
  emitTo(rooms: readonly string[], event: string, payload: unknown): void {
    if (rooms.length > 0) this.io?.to([...rooms]).emit(event, payload);
  }

  /** Counts a user's socket; true when it is their first (they come online). */
  socketOpened(userId: string): boolean {
    const count = (this.openSockets.get(userId) ?? 0) + 1;
    this.openSockets.set(userId, count);
    return count === 1;
  }

  /** Forgets a user's socket; true when it was their last (they go offline). */
  socketClosed(userId: string): boolean {
    const count = (this.openSockets.get(userId) ?? 1) - 1;
    if (count > 0) this.openSockets.set(userId, count);
    else this.openSockets.delete(userId);
    return count <= 0;
  }

  /**
   * Who of these users has a socket open on ANY server process: the sockets of their rooms, which the PostgreSQL
   * adapter asks of the other processes (ADR 048). Should a process not answer in time, this process's own count.
   */
  async onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
    const local = () => new Set(userIds.filter((userId) => this.openSockets.has(userId)));
    if (!this.io || userIds.length === 0) return local();
    try {
      const sockets = await this.io.in(userIds.map(userRoom)).fetchSockets();
      const wanted = new Set(userIds);
      const ids = sockets.map((socket) => (socket.data as { userId?: string }).userId);
      return new Set(ids.filter((id): id is string => id !== undefined && wanted.has(id)));
    } catch {
      return local();
    }
  }
}
