/** The Socket.IO room of one consultation's call: only sockets admitted to the call join it. */
export const videoRoom = (consultationId: string) => `visio:${consultationId}`;
/** The sockets of one participant of the room (`patient`, `doctor`, `guest-<id>`): signals addressed to them go there. */
export const videoPeerRoom = (consultationId: string, peerId: string) => `visio-peer:${consultationId}:${peerId}`;
/** Every guest socket of a consultation: disconnected when the call ends (ADR 059). */
export const videoGuestsRoom = (consultationId: string) => `visio-guests:${consultationId}`;
/** The sockets of one guest: disconnected when the doctor removes them. */
export const videoGuestRoom = (guestId: string) => `visio-guest:${guestId}`;
