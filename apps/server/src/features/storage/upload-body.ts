import type { Context } from 'hono';
import { AppError } from '../../lib/app-error';

/** Room for the multipart boundaries and the text fields sent with a file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export type UploadedFile = {
  /** Null when a multipart body has no `file` field. */
  bytes: Uint8Array | null;
  /** Declared type without parameters; null when none. */
  contentType: string | null;
  /** Text fields of a multipart body. */
  fields: Record<string, string>;
};

/** `image/png; charset=x` -> `image/png`; empty -> null. */
export function mediaTypeOf(value: string | null | undefined): string | null {
  const type = value?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

/**
 * Bytes of an oversize body read and dropped before answering 413, so the client gets the answer rather
 * than a connection closed mid-upload; beyond this the connection is cut.
 */
const DRAIN_BYTES = 32 * 1024 * 1024;

/** Reads at most `maxBytes` of the request body: 413 `file_too_large` beyond, nothing more buffered. */
async function readBounded(c: Context, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > maxBytes + DRAIN_BYTES) throw new AppError('file_too_large');
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = (body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes + DRAIN_BYTES) {
      await reader.cancel();
      throw new AppError('file_too_large');
    }
    if (size <= maxBytes) chunks.push(value);
  }
  if (size > maxBytes) throw new AppError('file_too_large');
  return Buffer.concat(chunks);
}

/**
 * The uploaded file: the raw body with its Content-Type, or the `file` field of a multipart body
 * (`file: null` when the field is missing). At most `maxBytes` of content.
 */
export async function readUpload(c: Context, maxBytes: number): Promise<UploadedFile> {
  const requestType = mediaTypeOf(c.req.header('content-type'));
  if (requestType !== 'multipart/form-data') {
    return { bytes: await readBounded(c, maxBytes), contentType: requestType, fields: {} };
  }
  const raw = await readBounded(c, maxBytes + MULTIPART_OVERHEAD_BYTES);
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': c.req.header('content-type') ?? '' } }).formData();
  } catch {
    throw new AppError('validation_failed', { fieldErrors: { file: ['validation.required'] } });
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  const file = form.get('file');
  if (!(file instanceof File)) return { bytes: null, contentType: null, fields };
  if (file.size > maxBytes) throw new AppError('file_too_large');
  return { bytes: new Uint8Array(await file.arrayBuffer()), contentType: mediaTypeOf(file.type), fields };
}
