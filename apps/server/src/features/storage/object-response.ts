import type { AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { ObjectRow } from './write-object';

/** Types a browser may show (or play) in the page; anything else is always a download. */
const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif', 'audio/webm']);

/** An ASCII file name for Content-Disposition: accents dropped, anything unusual replaced by `-`. */
export function safeFileName(base: string, extension = ''): string {
  const ascii = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${ascii || 'document'}${extension}`;
}

export type ServeOptions = {
  /** Cache headers: a public bucket's object keeps its own Cache-Control, private ones are never stored. */
  publicBucket: boolean;
  /** `attachment` with this file name; otherwise inline for images and PDF only. */
  downloadName?: string | null;
  /** HEAD: headers only, the bytes are not read. */
  headOnly: boolean;
};

/** The object's bytes with its info headers (`nosniff`; `private, no-store` for a private bucket). */
export async function objectResponse(
  deps: Pick<AppDeps, 'store'>,
  object: ObjectRow,
  options: ServeOptions,
): Promise<Response> {
  const inline = !options.downloadName && INLINE_TYPES.has(object.mimeType);
  const fileName = options.downloadName ?? safeFileName(object.name.split('/').pop() ?? '');
  const headers = new Headers({
    'content-type': object.mimeType,
    'content-length': String(object.size),
    etag: object.etag,
    'last-modified': object.updatedAt.toUTCString(),
    'cache-control': options.publicBucket ? object.cacheControl : 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-disposition': inline ? 'inline' : `attachment; filename="${fileName}"`,
  });
  if (options.headOnly) return new Response(null, { headers });
  const stream = await deps.store.getStream(object.key);
  if (!stream) throw new AppError('object_not_found');
  return new Response(stream, { headers });
}
