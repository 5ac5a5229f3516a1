import { rgb, type PDFPage } from 'pdf-lib';
import { encode } from 'uqr';

/** The QR code of `text` as black squares, `size` points wide, bottom-left corner at (x, y). */
export function drawQr(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const qr = encode(text, { ecc: 'M', border: 1 });
  const cell = size / qr.size;
  qr.data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark)
        page.drawRectangle({
          x: x + c * cell,
          y: y + size - (r + 1) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
    }),
  );
}
