/**
 * Every error code the API returns. The body is always `{ code, message, fieldErrors? }`;
 * the web app translates `code` (key `errors.<code>`), never shows `message` verbatim.
 */
export const ERROR_CODES = [
  'validation_failed',
  'missing_credentials',
  'invalid_credentials',
  'weak_password',
  'session_missing',
  'session_expired',
  'bad_jwt',
  'forbidden',
  'not_found',
  'user_not_found',
  'phone_exists',
  'email_exists',
  'identity_already_exists',
  'identity_not_found',
  'single_identity_not_deletable',
  'otp_expired',
  'otp_invalid',
  'otp_attempts_exceeded',
  'invalid_scope',
  'invalid_user_id',
  'mfa_required',
  'mfa_invalid_code',
  'mfa_factor_not_found',
  'rate_limited',
  'payload_too_large',
  'origin_forbidden',
  'account_deleted',
  'bucket_not_found',
  'bucket_exists',
  'bucket_not_empty',
  'bucket_holds_health_data',
  'object_not_found',
  'object_exists',
  'invalid_path',
  'invalid_mime_type',
  'file_too_large',
  'quota_exceeded',
  'invalid_signature',
  'signature_expired',
  'vaccination_dose_exists',
  'payment_amount_mismatch',
  'payable_already_paid',
  'idempotency_key_reused',
  'payment_in_progress',
  'payment_not_pending',
  'payment_not_refundable',
  'payment_not_cash',
  'payment_provider_unavailable',
  'delivery_unavailable',
  'slot_unavailable',
  'visit_kind_unavailable',
  'booking_change_too_late',
  'booking_invalid_transition',
  'payment_link_expired',
  'invoice_archived',
  'invoice_not_payable',
  'booking_not_completed',
  'booking_already_reviewed',
  'booking_hold_limit',
  'phone_not_verified',
  'cash_not_allowed',
  'conversation_not_allowed',
  'conversation_closed',
  'dependent_has_conversations',
  'message_retract_too_late',
  'professional_identity_locked',
  'carer_invalid_transition',
  'attachment_not_fileable',
  'teleconsultation_not_paid',
  'teleconsultation_not_open',
  'teleconsultation_over',
  'call_invalid_transition',
  'immediate_request_taken',
  'immediate_request_pending',
  'not_on_video_duty',
  'prescription_signed',
  'prescription_not_signed',
  'prescriber_details_missing',
  'prescription_already_dispensed',
  'dispensing_code_invalid',
  'out_of_stock',
  'order_invalid_transition',
  'order_prescription_required',
  'order_delivery_not_allowed',
  'protocol_version_published',
  'protocol_draft_exists',
  'tracking_off',
  'position_too_old',
  'consultation_note_signed',
  'consultation_note_not_signed',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ApiErrorBody = {
  code: ErrorCode;
  message: string;
  /** Field path -> list of message keys (e.g. `validation.required`) or weak-password reasons. */
  fieldErrors?: Record<string, string[]>;
  /** Seconds, for `rate_limited` and `service_unavailable`. */
  retryAfter?: number;
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The specification's API message for a sign-in/sign-up without identifier or password (section 5). */
export const MISSING_CREDENTIALS_MESSAGE = 'You must provide either an email or phone number and a password';
