type Signature = { mimeType: string; matches: (bytes: Uint8Array) => boolean };

const startsWith =
  (...magic: number[]) =>
  (bytes: Uint8Array) =>
    magic.every((byte, index) => bytes[index] === byte);
const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, index) => bytes[from + index] === char.charCodeAt(0));
/** `text` somewhere in the first `within` bytes (a WebM's DocType sits in its EBML header). */
const asciiWithin = (bytes: Uint8Array, within: number, text: string) =>
  Array.from({ length: Math.max(0, Math.min(within, bytes.length) - text.length + 1) }, (_, from) => from).some(
    (from) => ascii(bytes, from, text),
  );

/** Magic bytes of the types the platform stores, and of executables (never what a document declares). */
const SIGNATURES: readonly Signature[] = [
  { mimeType: 'application/pdf', matches: (bytes) => ascii(bytes, 0, '%PDF-') },
  { mimeType: 'image/jpeg', matches: startsWith(0xff, 0xd8, 0xff) },
  { mimeType: 'image/png', matches: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  { mimeType: 'image/webp', matches: (bytes) => ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP') },
  { mimeType: 'image/gif', matches: (bytes) => ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a') },
  // An EBML header whose DocType is `webm` (a browser's MediaRecorder output); other Matroska files are not.
  {
    mimeType: 'audio/webm',
    matches: (bytes) => startsWith(0x1a, 0x45, 0xdf, 0xa3)(bytes) && asciiWithin(bytes, 64, 'webm'),
  },
  { mimeType: 'application/zip', matches: startsWith(0x50, 0x4b, 0x03, 0x04) },
  { mimeType: 'application/x-msdownload', matches: (bytes) => ascii(bytes, 0, 'MZ') },
  { mimeType: 'application/x-elf', matches: startsWith(0x7f, 0x45, 0x4c, 0x46) },
];

/** The type the content shows by its first bytes, when it is one of the known signatures. */
export function sniffMimeType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.mimeType ?? null;
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the bytes are what the declared type says: a type with a known signature must show it,
 * no other type may carry a known signature (an executable renamed `.png` is refused),
 * and `text/plain` must be valid UTF-8 without NUL bytes.
 */
export function contentMatchesType(bytes: Uint8Array, declared: string): boolean {
  const sniffed = sniffMimeType(bytes);
  if (SIGNATURES.some((signature) => signature.mimeType === declared)) return sniffed === declared;
  if (sniffed !== null) return false;
  return declared === 'text/plain' ? isUtf8Text(bytes) : true;
}
