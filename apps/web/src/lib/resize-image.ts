import { ATTACHMENT_LIMITS } from '@sante/shared/conversation-constants';

/**
 * Photos are resized in the browser before they are sent (ADR 033): long side at most 1,280 px, WebP (or JPEG where
 * the browser cannot encode WebP) at the best quality that fits in about 200 KB for a message's photo; a carer's
 * portrait smaller still (`CARER_DOCUMENT_LIMITS`). Loaded when a photo is chosen.
 */

/** The size of an image whose long side is at most `longSide` (never enlarged), rounded to whole pixels. */
export function fitWithin(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Qualities tried from best to worst: the first encoding within the target wins. */
export const QUALITIES = [0.82, 0.72, 0.62, 0.52, 0.42] as const;

/**
 * The best-quality encoding within `targetBytes`, or the smallest one tried when none fits (a very detailed
 * photo at 1,280 px may stay a little above it).
 */
export async function encodeWithin(
  encode: (quality: number) => Promise<Blob>,
  targetBytes: number,
  qualities: readonly number[] = QUALITIES,
): Promise<Blob> {
  let smallest: Blob | null = null;
  for (const quality of qualities) {
    const blob = await encode(quality);
    if (blob.size <= targetBytes) return blob;
    if (!smallest || blob.size < smallest.size) smallest = blob;
  }
  if (!smallest) throw new Error('no quality to try');
  return smallest;
}

/** `image/webp` when the browser encodes it (a canvas falls back to PNG silently otherwise), else `image/jpeg`. */
function encoder(canvas: HTMLCanvasElement): (quality: number) => Promise<Blob> {
  const toBlob = (type: string, quality: number) =>
    new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))), type, quality),
    );
  let type = 'image/webp';
  return async (quality) => {
    const blob = await toBlob(type, quality);
    if (blob.type === type) return blob;
    type = 'image/jpeg';
    return toBlob(type, quality);
  };
}

export type ResizedPhoto = { blob: Blob; width: number; height: number };

/** The photo resized for sending; the phone's orientation (EXIF) applied. Throws when the browser cannot decode it. */
export async function resizePhoto(
  file: Blob,
  longSide: number = ATTACHMENT_LIMITS.photoLongSide,
  targetBytes: number = ATTACHMENT_LIMITS.photoTargetBytes,
): Promise<ResizedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fitWithin(bitmap.width, bitmap.height, longSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    // A transparent PNG would turn black in JPEG: paint white under it.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return { blob: await encodeWithin(encoder(canvas), targetBytes), ...size };
  } finally {
    bitmap.close();
  }
}
