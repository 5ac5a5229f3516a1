import type { MedicalDocument, TMedicalDocumentFields } from '@sante/shared/medical-record-schemas';
import { ApiError, apiErrorFromResponse, errorTextsReady } from '../../../lib/api-client';
import { APP_CONFIG } from '../../../lib/app-config';

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * `POST /api/records/documents` as `multipart/form-data` (`file` + the metadata fields). XMLHttpRequest rather
 * than fetch because only it reports upload progress; errors become the same `ApiError` as `apiRequest`'s.
 */
export function uploadMedicalDocument(
  file: File,
  fields: TMedicalDocumentFields,
  onProgress: (percent: number) => void,
): Promise<MedicalDocument> {
  const form = new FormData();
  form.append('file', file);
  form.append('title', fields.title);
  form.append('kind', fields.kind);
  form.append('category', fields.category ?? '');
  form.append('documentDate', fields.documentDate);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${APP_CONFIG.apiBasePath}/records/documents`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError({ status: 0, code: null }));
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        const error = apiErrorFromResponse(request.status, body, request.getResponseHeader('retry-after'));
        void errorTextsReady().then(() => reject(error));
        return;
      }
      const document = (body as { document?: MedicalDocument } | null)?.document;
      if (document) resolve(document);
      else reject(new ApiError({ status: request.status, code: null }));
    };
    request.send(form);
  });
}
