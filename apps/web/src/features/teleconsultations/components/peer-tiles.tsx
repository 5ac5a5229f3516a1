import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePeerLabel, type PeerTile } from '../hooks/use-peer-tiles';

/** A `<video>` playing `stream` (the element keeps it while the stream gains tracks). */
function StreamVideo({ stream, label, className }: { stream: MediaStream | null; label: string; className: string }) {
  const element = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (element.current && element.current.srcObject !== stream) element.current.srcObject = stream;
  }, [stream]);
  return <video ref={element} aria-label={label} autoPlay playsInline className={className} />;
}

type PeerTilesProps = {
  /** The main counterpart (the doctor, or for the doctor the patient), in the large frame. */
  main: PeerTile | null;
  mainLabel: string;
  /** The third participant, in a tile of their own under the large frame. */
  others: PeerTile[];
  self: MediaStream;
  showSelf: boolean;
};

/**
 * The room's pictures (ADR 059): the main counterpart large with this side's own picture in a corner, and the other
 * participant's tile under it with their name. Each tile carries its connection's state for the browser tests.
 */
export function PeerTiles({ main, mainLabel, others, self, showSelf }: PeerTilesProps) {
  const { t } = useTranslation('teleconsultations');
  const labelOf = usePeerLabel();
  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-xl bg-black">
        <StreamVideo stream={main?.stream ?? null} label={mainLabel} className="aspect-video w-full object-contain" />
        {showSelf && (
          <video
            ref={(element) => {
              if (element && element.srcObject !== self) element.srcObject = self;
            }}
            aria-label={t('call.self')}
            autoPlay
            muted
            playsInline
            className="absolute right-2 bottom-2 w-24 rounded-md border border-white/40 object-cover sm:w-40"
          />
        )}
      </div>
      {others.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {others.map((tile) => (
            <li
              key={tile.peer.id}
              data-testid="peer-tile"
              data-peer={tile.peer.side}
              data-connection-state={tile.state}
              className="flex flex-col gap-1"
            >
              <StreamVideo
                stream={tile.stream}
                label={t('call.imageOf', { name: labelOf(tile) })}
                className="aspect-video w-full rounded-lg bg-black object-contain"
              />
              <span className="text-sm font-medium">{labelOf(tile)}</span>
              {tile.state !== 'connected' && (
                <span className="text-xs text-muted-foreground">{t('call.connecting')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
