/** Storage routes under `/api/storage/object/` whose body is JSON, not file bytes. */
const JSON_OBJECT_ROUTES =
  /^\/api\/storage\/object\/(sign|list|move|copy|info)(\/|$)|^\/api\/storage\/object\/upload\/sign\//;

/** A carer's onboarding document (ADR 032). */
const CARER_DOCUMENT_UPLOAD = /^\/api\/admin\/carers\/[^/]+\/documents\/[^/]+\/?$/;
/** `POST /api/conversations/{id}/attachments` (ADR 033). */
const CONVERSATION_ATTACHMENT_UPLOAD = /^\/api\/conversations\/[^/]+\/attachments\/?$/;
/** `POST /api/admin/results/{id}/file`: a lab result's PDF or photo (ADR 039). */
const LAB_RESULT_FILE_UPLOAD = /^\/api\/admin\/results\/[^/]+\/file\/?$/;
/** `POST /api/shop/orders/{id}/prescription/upload`: a paper prescription's photo or PDF (ADR 042). */
const ORDER_PRESCRIPTION_UPLOAD = /^\/api\/shop\/orders\/[^/]+\/prescription\/upload\/?$/;
/** `POST /api/bookings/{id}/prescription-photo`: the photo of an existing prescription for the carer (ADR 058). */
const BOOKING_PRESCRIPTION_UPLOAD = /^\/api\/bookings\/[^/]+\/prescription-photo\/?$/;

/**
 * Requests that carry file bytes: they skip the app-wide JSON body limit and read their body with the
 * bucket's own limit (upload-body.ts), so a 10 MB document or a 2 MB profile photo is accepted while JSON
 * stays capped.
 */
export function isFileUpload(method: string, path: string): boolean {
  if (method === 'PUT' && path.startsWith('/api/storage/object/upload/sign/')) return true;
  if (method !== 'POST' && method !== 'PUT') return false;
  if (path === '/api/records/documents' || path === '/api/records/documents/') return method === 'POST';
  if (path === '/api/patients/me/photo' || path === '/api/patients/me/photo/') return method === 'POST';
  if (CARER_DOCUMENT_UPLOAD.test(path)) return method === 'POST';
  if (path === '/api/doctor/prescriber-details/stamp' || path === '/api/doctor/prescriber-details/stamp/')
    return method === 'POST';
  if (CONVERSATION_ATTACHMENT_UPLOAD.test(path)) return method === 'POST';
  if (LAB_RESULT_FILE_UPLOAD.test(path)) return method === 'POST';
  if (ORDER_PRESCRIPTION_UPLOAD.test(path)) return method === 'POST';
  if (BOOKING_PRESCRIPTION_UPLOAD.test(path)) return method === 'POST';
  return path.startsWith('/api/storage/object/') && !JSON_OBJECT_ROUTES.test(path);
}
