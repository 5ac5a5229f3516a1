import type { ErrorCode } from '@sante/shared/error-codes';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

type AppErrorOptions = {
  status?: ContentfulStatusCode;
  fieldErrors?: Record<string, string[]>;
  retryAfter?: number;
  message?: string;
};

const DEFAULT_STATUS: Partial<Record<ErrorCode, ContentfulStatusCode>> = {
  forbidden: 403,
  not_found: 404,
  user_not_found: 404,
  identity_not_found: 404,
  mfa_factor_not_found: 404,
  session_missing: 401,
  session_expired: 401,
  account_deleted: 401,
  account_suspended: 401,
  phone_exists: 409,
  email_exists: 409,
  identity_already_exists: 422,
  rate_limited: 429,
  payload_too_large: 413,
  origin_forbidden: 403,
  bucket_not_found: 404,
  object_not_found: 404,
  bucket_exists: 409,
  bucket_not_empty: 409,
  bucket_holds_health_data: 409,
  object_exists: 409,
  invalid_mime_type: 415,
  file_too_large: 413,
  quota_exceeded: 413,
  invalid_signature: 400,
  signature_expired: 400,
  vaccination_dose_exists: 409,
  payment_amount_mismatch: 409,
  payable_already_paid: 409,
  idempotency_key_reused: 409,
  payment_in_progress: 409,
  payment_not_pending: 409,
  payment_not_refundable: 409,
  payment_not_cash: 409,
  payment_provider_unavailable: 502,
  delivery_unavailable: 503,
  slot_unavailable: 409,
  visit_kind_unavailable: 422,
  booking_change_too_late: 409,
  booking_invalid_transition: 409,
  tracking_too_early: 409,
  visit_not_started: 409,
  step_undo_expired: 409,
  out_of_stock: 409,
  order_invalid_transition: 409,
  order_prescription_required: 409,
  order_delivery_not_allowed: 422,
  order_changes_to_accept: 409,
  prescription_in_use: 409,
  pharmacist_required: 403,
  pharmacist_already_registered: 409,
  archive_already_held: 409,
  pharmacist_not_staff: 422,
  order_substitute_invalid: 422,
  order_review_incomplete: 422,
  statement_month_open: 409,
  statement_empty: 422,
  payment_link_expired: 410,
  invoice_archived: 409,
  invoice_not_payable: 409,
  booking_not_completed: 409,
  booking_already_reviewed: 409,
  booking_photo_closed: 409,
  booking_hold_limit: 409,
  phone_not_verified: 403,
  cash_not_allowed: 409,
  conversation_not_allowed: 403,
  conversation_closed: 409,
  dependent_has_conversations: 409,
  message_retract_too_late: 409,
  professional_identity_locked: 403,
  carer_invalid_transition: 409,
  account_invalid_transition: 409,
  account_is_carer: 409,
  self_suspension: 403,
  last_super_admin: 409,
  attachment_not_fileable: 409,
  teleconsultation_not_paid: 402,
  teleconsultation_not_open: 409,
  teleconsultation_over: 410,
  guest_link_used: 410,
  guest_link_expired: 410,
  video_room_full: 409,
  call_invalid_transition: 409,
  immediate_request_taken: 409,
  immediate_request_pending: 409,
  not_on_video_duty: 403,
  prescription_signed: 409,
  prescription_not_signed: 409,
  prescriber_details_missing: 409,
  prescription_already_dispensed: 409,
  dispensing_code_invalid: 403,
  protocol_version_published: 409,
  consultation_note_signed: 409,
  consultation_note_not_signed: 409,
  protocol_draft_exists: 409,
  tracking_off: 409,
  position_too_old: 422,
  service_unavailable: 503,
  internal_error: 500,
};

/** The one error type of the server. `onError` turns it into `{ code, message, fieldErrors }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? code);
    this.code = code;
    this.status = options.status ?? DEFAULT_STATUS[code] ?? 400;
    this.fieldErrors = options.fieldErrors;
    this.retryAfter = options.retryAfter;
  }
}
