import { MEDICAL_DOCUMENT_LIMITS } from '@sante/shared/medical-record-constants';

export type DocumentFileProblem = 'required' | 'empty' | 'type' | 'size';

/** Some phones hand over a photo without a MIME type: its extension tells instead. */
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

function declaredType(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? '';
}

/**
 * What is wrong with a file before it is sent (type and size of `MEDICAL_DOCUMENT_LIMITS`), or null. Saves a
 * useless upload on a slow connection; the server checks the bytes again.
 */
export function checkDocumentFile(file: Pick<File, 'name' | 'type' | 'size'> | null): DocumentFileProblem | null {
  if (!file) return 'required';
  if (file.size === 0) return 'empty';
  if (!(MEDICAL_DOCUMENT_LIMITS.mimeTypes as readonly string[]).includes(declaredType(file))) return 'type';
  if (file.size > MEDICAL_DOCUMENT_LIMITS.maxBytes) return 'size';
  return null;
}
