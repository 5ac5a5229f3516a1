import type { VideoPeer } from '@sante/shared/teleconsultation-constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One other participant of the room as the screen shows them: their media and the state of the connection. */
export type PeerTile = { peer: VideoPeer; stream: MediaStream | null; state: RTCPeerConnectionState };

/**
 * The other participants present in the room (at most two, ADR 059), kept from the call's events: who came or
 * left, their media, the state of each connection. A participant who leaves loses their tile.
 */
export function usePeerTiles() {
  const [tiles, setTiles] = useState<ReadonlyMap<string, PeerTile>>(new Map());
  const handlers = useMemo(() => {
    const change = (peerId: string, update: (tile: PeerTile) => PeerTile) =>
      setTiles((current) => {
        const tile = current.get(peerId);
        if (!tile) return current;
        return new Map(current).set(peerId, update(tile));
      });
    return {
      peer: (peer: VideoPeer, present: boolean) =>
        setTiles((current) => {
          const next = new Map(current);
          if (present) next.set(peer.id, { peer, stream: null, state: 'new' });
          else next.delete(peer.id);
          return next;
        }),
      stream: (peerId: string, stream: MediaStream) => change(peerId, (tile) => ({ ...tile, stream })),
      connection: (peerId: string, state: RTCPeerConnectionState) => change(peerId, (tile) => ({ ...tile, state })),
    };
  }, []);
  return { tiles, handlers };
}

/** How a participant is named on their tile: the guest by the name the doctor gave, the others by their role. */
export function usePeerLabel() {
  const { t } = useTranslation('teleconsultations');
  return (tile: PeerTile) =>
    tile.peer.guest
      ? t('guests.tile', { name: tile.peer.guest.name, kind: t(`guests.kinds.${tile.peer.guest.kind}`) })
      : t(`guests.sides.${tile.peer.side === 'doctor' ? 'doctor' : 'patient'}`);
}
