import { describe, expect, it } from 'vitest';
import { contentMatchesType, sniffMimeType } from './mime-sniffer';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value, 'latin1')] : [value])));

const PDF = bytes('%PDF-1.7\n', 0, 1, 2);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const PNG = bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0, 0, 13);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');
const EXE = bytes('MZ', 0x90, 0, 3, 0, 0, 0);
/** The start of a MediaRecorder voice note: EBML header, DocType `webm`. */
const WEBM = bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 'webm', 0x42, 0x87);
const MATROSKA = bytes(0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x88, 'matroska');

describe('sniffMimeType', () => {
  it('recognises the stored types and executables by their magic bytes', () => {
    expect(sniffMimeType(PDF)).toBe('application/pdf');
    expect(sniffMimeType(JPEG)).toBe('image/jpeg');
    expect(sniffMimeType(PNG)).toBe('image/png');
    expect(sniffMimeType(WEBP)).toBe('image/webp');
    expect(sniffMimeType(EXE)).toBe('application/x-msdownload');
    expect(sniffMimeType(WEBM)).toBe('audio/webm');
    expect(sniffMimeType(MATROSKA)).toBeNull();
    expect(sniffMimeType(bytes('hello'))).toBeNull();
    expect(sniffMimeType(new Uint8Array())).toBeNull();
  });
});

describe('contentMatchesType', () => {
  it('accepts content that shows its declared type', () => {
    expect(contentMatchesType(PDF, 'application/pdf')).toBe(true);
    expect(contentMatchesType(JPEG, 'image/jpeg')).toBe(true);
    expect(contentMatchesType(PNG, 'image/png')).toBe(true);
    expect(contentMatchesType(WEBP, 'image/webp')).toBe(true);
    expect(contentMatchesType(WEBM, 'audio/webm')).toBe(true);
    expect(contentMatchesType(new TextEncoder().encode('Bonjour, résultat normal'), 'text/plain')).toBe(true);
    expect(contentMatchesType(bytes('{"a":1}'), 'application/json')).toBe(true);
  });

  it('refuses a renamed executable, mismatched images, truncated signatures and binary text', () => {
    expect(contentMatchesType(EXE, 'image/png')).toBe(false);
    expect(contentMatchesType(EXE, 'audio/webm')).toBe(false);
    expect(contentMatchesType(MATROSKA, 'audio/webm')).toBe(false);
    expect(contentMatchesType(WEBM, 'image/jpeg')).toBe(false);
    expect(contentMatchesType(EXE, 'application/octet-stream')).toBe(false);
    expect(contentMatchesType(JPEG, 'image/png')).toBe(false);
    expect(contentMatchesType(PNG, 'application/pdf')).toBe(false);
    expect(contentMatchesType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'), 'image/webp')).toBe(false);
    expect(contentMatchesType(bytes(0x89, 'PN'), 'image/png')).toBe(false);
    expect(contentMatchesType(bytes('abc', 0, 'def'), 'text/plain')).toBe(false);
    expect(contentMatchesType(bytes(0xff, 0xfe, 0x41), 'text/plain')).toBe(false);
    expect(contentMatchesType(bytes('%PDF-1.4 text only'), 'text/plain')).toBe(false);
  });
});
