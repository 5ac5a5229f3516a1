import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { TotpQrCode } from './totp-qr-code';

const URI = 'otpauth://totp/Sant%C3%A9%20%C3%A0%20Domicile:patient%40demo.cm?secret=JBSWY3DPEHPK3PXP&issuer=Sante';

describe('TotpQrCode', () => {
  it('draws every dark module of the code, with a quiet zone of 4 on a white square', () => {
    render(<TotpQrCode uri={URI} label="Code QR" />);
    const svg = screen.getByRole('img', { name: 'Code QR' });
    const { data, size } = encode(URI, { ecc: 'M' });
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size + 8} ${size + 8}`);
    const squares = svg.querySelector('path')?.getAttribute('d')?.match(/M/g)?.length;
    expect(squares).toBe(data.flat().filter(Boolean).length);
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#fff');
  });
});
