import {
  ZAdminCreateUserRequestSchema,
  ZAdminGenerateLinkRequestSchema,
  ZAdminInviteRequestSchema,
  ZAdminUpdateUserRequestSchema,
  ZContactUndoRequestSchema,
  ZInviteAcceptRequestSchema,
  ZMfaEnrollRequestSchema,
  ZMfaVerifyRequestSchema,
  ZOtpRequestSchema,
  ZPasswordGrantRequestSchema,
  ZRecoverRequestSchema,
  ZResendRequestSchema,
  ZResetPasswordRequestSchema,
  ZSignUpRequestSchema,
  ZUpdateUserRequestSchema,
  ZVerifyRequestSchema,
} from '@sante/shared/auth-schemas';
import { ZAdminUserStatusRequestSchema } from '@sante/shared/account-status-schemas';
import { ZDoctorProfileRequestSchema } from '@sante/shared/doctor-schemas';
import { ZPhoneChangeVerifySchema } from '@sante/shared/patient-schemas';
import { ERROR_CODES } from '@sante/shared/error-codes';
import { z } from 'zod';
import type { Operation } from './operation';
import { ACCOUNT_OPERATIONS } from '../account/account.operations';
import { MESSAGING_OPERATIONS } from '../messaging/messaging.operations';
import { DOCUMENT_OPERATIONS } from '../medical-record/documents.operations';
import { HEALTH_ENTRY_OPERATIONS } from '../medical-record/health-entries.operations';
import { PATIENT_OPERATIONS } from '../patients/patients.operations';
import { STORAGE_OPERATIONS } from '../storage/storage.operations';
import { VACCINATION_OPERATIONS } from '../vaccinations/vaccinations.operations';
import { PAYMENT_OPERATIONS } from '../payments/payments.operations';
import { SERVICE_OPERATIONS } from '../services/services.operations';
import { DIRECTORY_OPERATIONS } from '../doctors/directory.operations';
import { AVAILABILITY_OPERATIONS } from '../availability/availability.operations';
import { BOOKING_OPERATIONS } from '../bookings/bookings.operations';
import { CONVERSATION_OPERATIONS } from '../conversations/conversations.operations';
import { TELECONSULTATION_OPERATIONS } from '../teleconsultations/teleconsultations.operations';
import { INVOICE_OPERATIONS } from '../invoices/invoices.operations';
import { CARER_OPERATIONS } from '../carers/carers.operations';
import { ADMIN_DASHBOARD_OPERATIONS } from '../admin-dashboard/admin-dashboard.operations';
import { CLINIC_OPERATIONS } from '../clinic/clinic.operations';
import { CLOCK_OPERATIONS } from '../clock/clock.operations';
import { TRACKING_OPERATIONS } from '../tracking/tracking.operations';
import { TRANSLATIONS_OPERATIONS } from '../translations/translations.operations';
import { PROTOCOL_OPERATIONS } from '../protocols/protocols.operations';
import { PRESCRIPTION_OPERATIONS } from '../prescriptions/prescriptions.operations';
import { SHOP_OPERATIONS } from '../shop/shop.operations';
import { TASKS_OPERATIONS } from '../tasks/tasks.operations';
import { DOCTOR_DASHBOARD_OPERATIONS } from '../doctor-dashboard/doctor-dashboard.operations';
import { LAB_RESULT_OPERATIONS } from '../lab-results/lab-results.operations';
import { ARCHIVE_OPERATIONS } from '../archives/archives.operations';
import { SHOP_ORDER_OPERATIONS } from '../shop-orders/shop-orders.operations';
import { SHOP_PHARMACIST_OPERATIONS } from '../shop-pharmacists/shop-pharmacists.operations';
import { PHARMACY_STATEMENT_OPERATIONS } from '../pharmacy-statements/pharmacy-statements.operations';

/** Platform operations (health, auth, admin, doctors). */
const CORE_OPERATIONS: readonly Operation[] = [
  { method: 'get', path: '/api/health', summary: 'Liveness, without touching the database', tag: 'health' },
  { method: 'get', path: '/api/meta', summary: 'Whether demo accounts exist (demo banner)', tag: 'health' },
  { method: 'get', path: '/api/openapi.json', summary: 'This document', tag: 'health' },
  {
    method: 'post',
    path: '/api/auth/signup',
    summary: 'Patient self sign-up: a code to the phone (POST /api/auth/verify type signup opens the session)',
    tag: 'auth',
    body: ZSignUpRequestSchema,
    success: 202,
  },
  {
    method: 'post',
    path: '/api/auth/token',
    summary: 'Sign in (grant_type=password) or renew the session (grant_type=refresh_token)',
    tag: 'auth',
    body: ZPasswordGrantRequestSchema,
    query: { grant_type: 'password | refresh_token' },
  },
  { method: 'get', path: '/api/auth/user', summary: 'The signed-in user and session', tag: 'auth', auth: 'session' },
  {
    method: 'put',
    path: '/api/auth/user',
    summary: 'Change names or password',
    tag: 'auth',
    auth: 'session',
    body: ZUpdateUserRequestSchema,
  },
  {
    method: 'post',
    path: '/api/auth/phone/verify',
    summary: 'Confirm, with the code sent to it, a phone number staff proposed for my account',
    tag: 'auth',
    auth: 'session',
    body: ZPhoneChangeVerifySchema,
  },
  {
    method: 'post',
    path: '/api/auth/contact-change/undo',
    summary: 'Undo an e-mail or phone change from the link sent to the previous contact (ends every session)',
    tag: 'auth',
    body: ZContactUndoRequestSchema,
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Sign out',
    tag: 'auth',
    query: { scope: 'global | local | others' },
    success: 204,
  },
  {
    method: 'get',
    path: '/api/auth/jwt',
    summary: 'A 15-minute JWT for API clients (Bearer)',
    tag: 'auth',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/auth/otp',
    summary: 'Send a one-time sign-in code',
    tag: 'auth',
    body: ZOtpRequestSchema,
  },
  { method: 'post', path: '/api/auth/resend', summary: 'Send a code again', tag: 'auth', body: ZResendRequestSchema },
  {
    method: 'post',
    path: '/api/auth/verify',
    summary: 'Check a one-time code and open a session',
    tag: 'auth',
    body: ZVerifyRequestSchema,
  },
  {
    method: 'post',
    path: '/api/auth/recover',
    summary: 'Password recovery by email link or phone code',
    tag: 'auth',
    body: ZRecoverRequestSchema,
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    summary: 'New password from a recovery link',
    tag: 'auth',
    body: ZResetPasswordRequestSchema,
  },
  {
    method: 'post',
    path: '/api/auth/invite/accept',
    summary: 'An invited doctor or staff member sets a password',
    tag: 'auth',
    body: ZInviteAcceptRequestSchema,
  },
  { method: 'get', path: '/api/auth/factors', summary: 'My MFA factors', tag: 'mfa', auth: 'session' },
  {
    method: 'post',
    path: '/api/auth/factors',
    summary: 'Enroll a TOTP factor',
    tag: 'mfa',
    auth: 'session',
    body: ZMfaEnrollRequestSchema,
    success: 201,
  },
  {
    method: 'post',
    path: '/api/auth/factors/{id}/challenge',
    summary: 'Start a step-up challenge',
    tag: 'mfa',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/auth/factors/{id}/verify',
    summary: 'Verify a TOTP code (also completes a sign-in)',
    tag: 'mfa',
    body: ZMfaVerifyRequestSchema,
  },
  {
    method: 'delete',
    path: '/api/auth/factors/{id}',
    summary: 'Remove a factor',
    tag: 'mfa',
    auth: 'session',
    success: 204,
  },
  {
    method: 'post',
    path: '/api/auth/invite',
    summary: 'Invite a doctor or staff member',
    tag: 'admin',
    auth: 'staff',
    body: ZAdminInviteRequestSchema,
    success: 201,
  },
  {
    method: 'post',
    path: '/api/auth/admin/generate_link',
    summary: "A recovery or invitation link, sent to the account's own e-mail (never returned)",
    tag: 'admin',
    auth: 'staff',
    body: ZAdminGenerateLinkRequestSchema,
  },
  {
    method: 'get',
    path: '/api/auth/admin/users',
    summary: 'List users',
    tag: 'admin',
    auth: 'staff',
    query: { page: 'number', perPage: 'number', role: 'role', q: 'text' },
  },
  {
    method: 'post',
    path: '/api/auth/admin/users',
    summary: 'Create a user',
    tag: 'admin',
    auth: 'staff',
    body: ZAdminCreateUserRequestSchema,
    success: 201,
  },
  { method: 'get', path: '/api/auth/admin/users/{id}', summary: 'One user', tag: 'admin', auth: 'staff' },
  {
    method: 'put',
    path: '/api/auth/admin/users/{id}',
    summary: 'Update a user (role, status...)',
    tag: 'admin',
    auth: 'staff',
    body: ZAdminUpdateUserRequestSchema,
  },
  {
    method: 'post',
    path: '/api/auth/admin/users/{id}/status',
    summary:
      "Suspends (with its reason) or reactivates a patient's or a staff account; 409 account_invalid_transition, account_is_carer, last_super_admin; 403 self_suspension",
    tag: 'admin',
    auth: 'staff',
    body: ZAdminUserStatusRequestSchema,
  },
  {
    method: 'delete',
    path: '/api/auth/admin/users/{id}',
    summary: 'Delete a user',
    tag: 'admin',
    auth: 'staff',
    success: 204,
  },
  {
    method: 'get',
    path: '/api/auth/admin/users/{id}/activity',
    summary:
      "A user's open sessions, last sign-in, second factors (when the caller may list them) and latest audit rows",
    tag: 'admin',
    auth: 'staff',
  },
  {
    method: 'get',
    path: '/api/auth/admin/users/{id}/factors',
    summary: "A user's MFA factors",
    tag: 'admin',
    auth: 'staff',
  },
  {
    method: 'delete',
    path: '/api/auth/admin/users/{id}/factors/{factorId}',
    summary: "Remove a user's factor",
    tag: 'admin',
    auth: 'staff',
    success: 204,
  },
  {
    method: 'get',
    path: '/api/doctors/me/profile',
    summary: 'My professional profile',
    tag: 'doctors',
    auth: 'doctor',
  },
  {
    method: 'put',
    path: '/api/doctors/me/profile',
    summary: 'Save my professional profile',
    tag: 'doctors',
    auth: 'doctor',
    body: ZDoctorProfileRequestSchema,
  },
  {
    method: 'get',
    path: '/.well-known/jwks.json',
    summary: 'Public keys of the API JWTs (cache 10 minutes)',
    tag: 'auth',
  },
];

/** Every operation of the API; a test checks this list against the routes the app really serves. */
export const OPERATIONS: readonly Operation[] = [
  ...CORE_OPERATIONS,
  ...PATIENT_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...MESSAGING_OPERATIONS,
  ...HEALTH_ENTRY_OPERATIONS,
  ...DOCUMENT_OPERATIONS,
  ...STORAGE_OPERATIONS,
  ...VACCINATION_OPERATIONS,
  ...PAYMENT_OPERATIONS,
  ...SERVICE_OPERATIONS,
  ...DIRECTORY_OPERATIONS,
  ...CARER_OPERATIONS,
  ...ADMIN_DASHBOARD_OPERATIONS,
  ...AVAILABILITY_OPERATIONS,
  ...BOOKING_OPERATIONS,
  ...CONVERSATION_OPERATIONS,
  ...CLINIC_OPERATIONS,
  ...CLOCK_OPERATIONS,
  ...TRACKING_OPERATIONS,
  ...TRANSLATIONS_OPERATIONS,
  ...TELECONSULTATION_OPERATIONS,
  ...INVOICE_OPERATIONS,
  ...PROTOCOL_OPERATIONS,
  ...PRESCRIPTION_OPERATIONS,
  ...SHOP_OPERATIONS,
  ...TASKS_OPERATIONS,
  ...LAB_RESULT_OPERATIONS,
  ...ARCHIVE_OPERATIONS,
  ...DOCTOR_DASHBOARD_OPERATIONS,
  ...SHOP_ORDER_OPERATIONS,
  ...SHOP_PHARMACIST_OPERATIONS,
  ...PHARMACY_STATEMENT_OPERATIONS,
];

const errorSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', enum: [...ERROR_CODES] },
    message: { type: 'string' },
    fieldErrors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    retryAfter: { type: 'integer' },
  },
};

const AUTH_NOTES = {
  session: 'Needs a session (cookie or Bearer JWT).',
  staff: 'Staff only (admin, super_admin, personnel_operationnel): 401 anonymous, 403 other roles.',
  patient: 'Patients only (their own data): 401 anonymous, 403 other roles.',
  doctor: 'Doctors only: 401 anonymous, 403 other roles.',
} as const;

function operationObject(operation: Operation) {
  const parameters = [
    ...[...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: operation.textParams?.includes(match[1] ?? '') ? { type: 'string' } : { type: 'string', format: 'uuid' },
    })),
    ...Object.entries(operation.query ?? {}).map(([name, description]) => ({
      name,
      in: 'query',
      description,
      schema: { type: 'string' },
    })),
  ];
  return {
    summary: operation.summary,
    tags: [operation.tag],
    ...(operation.auth ? { description: AUTH_NOTES[operation.auth], security: [{ cookie: [] }, { bearer: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: z.toJSONSchema(operation.body, { io: 'input', unrepresentable: 'any' }) },
            },
          },
        }
      : {}),
    responses: {
      [operation.success ?? 200]: { description: 'Success' },
      '4XX': {
        description: 'Error, with a code the client translates',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of the API, request bodies generated from the shared zod schemas. */
export function openApiDocument() {
  const paths: Record<string, Record<string, ReturnType<typeof operationObject>>> = {};
  for (const operation of OPERATIONS) (paths[operation.path] ??= {})[operation.method] = operationObject(operation);
  return {
    openapi: '3.1.0',
    info: { title: 'Santé à Domicile API', version: '1.0.0', description: 'Contract and rules: docs/api-auth.md.' },
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        cookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  };
}
