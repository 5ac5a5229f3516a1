import { describe, expect, it, vi } from 'vitest';
import { portraitForUpload } from './carer-portrait';

const photo = new File([new Uint8Array(3_000_000)], 'IMG_2041.jpg', { type: 'image/jpeg' });

describe('portraitForUpload', () => {
  it('sends the resized portrait, named after its encoding, within the carer photo limits', async () => {
    const resize = vi.fn(() =>
      Promise.resolve({ blob: new Blob([new Uint8Array(40_000)], { type: 'image/webp' }), width: 360, height: 480 }),
    );
    const sent = await portraitForUpload(photo, resize);
    expect(resize).toHaveBeenCalledWith(photo, 480, 60_000);
    expect(sent.name).toBe('photo.webp');
    expect(sent.type).toBe('image/webp');
    expect(sent.size).toBe(40_000);
  });

  it('sends a PDF, or an image the browser cannot decode, as chosen', async () => {
    const pdf = new File(['%PDF-1.7'], 'diplome.pdf', { type: 'application/pdf' });
    const resize = vi.fn(() => Promise.reject(new Error('cannot decode')));
    expect(await portraitForUpload(pdf, resize)).toBe(pdf);
    expect(resize).not.toHaveBeenCalled();
    expect(await portraitForUpload(photo, resize)).toBe(photo);
  });
});
