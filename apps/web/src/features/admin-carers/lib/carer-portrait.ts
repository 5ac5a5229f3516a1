import { CARER_DOCUMENT_LIMITS } from '@sante/shared/doctor-constants';
import type { ResizedPhoto } from '../../../lib/resize-image';

type Resize = (file: Blob, longSide: number, targetBytes: number) => Promise<ResizedPhoto>;

const resizeInBrowser: Resize = async (file, longSide, targetBytes) =>
  (await import('../../../lib/resize-image')).resizePhoto(file, longSide, targetBytes);

/**
 * The carer's portrait as it is uploaded: resized in the browser (patients see it at 40-56 px, often on 3G; a phone
 * photo is several MB). Anything else, or an image the browser cannot decode, is sent as chosen (the server checks
 * the bytes either way).
 */
export async function portraitForUpload(file: File, resize: Resize = resizeInBrowser): Promise<File> {
  if (!file.type.startsWith('image/')) return file;
  try {
    const { blob } = await resize(file, CARER_DOCUMENT_LIMITS.photoLongSide, CARER_DOCUMENT_LIMITS.photoTargetBytes);
    const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
    return new File([blob], `photo.${extension}`, { type: blob.type });
  } catch {
    return file;
  }
}
