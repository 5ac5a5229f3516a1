import {
  isFinalCallState,
  VIDEO_STATE_EVENT,
  type CallState,
  type VideoStateMessage,
} from '@sante/shared/teleconsultation-constants';
import type { AppDeps } from '../../app-context';
import { STAFF_ROOM, userRoom } from '../../realtime/realtime-hub';
import { videoGuestsRoom } from './video-rooms';

/**
 * After a committed change of a call: its state to the patient, the doctor and every staff screen (ids only). A call
 * over (ended, missed) disconnects its guests (ADR 059).
 */
export function publishCallState(
  deps: Pick<AppDeps, 'realtime'>,
  booking: { id: string; patientId: string; doctorId: string },
  state: CallState,
): void {
  const message: VideoStateMessage = { consultationId: booking.id, state };
  deps.realtime.emitTo(
    [userRoom(booking.patientId), userRoom(booking.doctorId), STAFF_ROOM],
    VIDEO_STATE_EVENT,
    message,
  );
  if (isFinalCallState(state)) deps.realtime.disconnectRooms([videoGuestsRoom(booking.id)]);
}
