import { encode } from 'uqr';

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const MARGIN = 4;

/**
 * The `otpauth://` link as a QR code for an authenticator app on another device (a phone scanning the laptop's
 * screen). Drawn as one SVG path on a white square, whatever the theme, so that every scanner reads it.
 * Its own chunk: the encoder is downloaded only when two-factor authentication is being set up.
 */
export function TotpQrCode({ uri, label }: { uri: string; label: string }) {
  const { data, size } = encode(uri, { ecc: 'M' });
  const path = data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + MARGIN} ${y + MARGIN}h1v1h-1z` : '')))
    .join('');
  const side = size + 2 * MARGIN;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      className="size-48 rounded-md"
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
