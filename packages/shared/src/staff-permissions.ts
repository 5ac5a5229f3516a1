import { ROLES, type Role } from './roles';

/**
 * Who may do what to whom (ADR 021): THE permission model of staff actions on accounts, on the catalogue, on
 * storage buckets, on suspicious booking holds and on credit notes.
 * The server enforces it (`apps/server/src/lib/permissions.ts`), the admin screens hide what a role cannot do,
 * `docs/permissions.md` shows it (checked against `permissionTableMarkdown()` by a unit test) and the matrix
 * test calls every endpoint for every caller role x target x action from it.
 */
export const STAFF_ACTIONS = [
  'user.read',
  'user.create',
  'user.update',
  'user.change_role',
  'user.change_phone',
  'user.delete',
  'user.send_recovery_link',
  'user.send_invitation',
  'mfa.list',
  'mfa.remove',
  'catalogue.manage',
  'storage.manage_buckets',
  'bookings.release_holds',
  'credit_notes.read',
  'emergency_accesses.review',
  'attendance.read',
  'attendance.correct',
  'protocols.manage',
  'field_map.read',
  'translations.review',
  'tasks.manage',
  'results.manage',
  'shop_orders.manage',
  'shop_orders.review',
  'shop_orders.refund',
  'archives.read',
  'video_callbacks.handle',
  'pharmacists.manage',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/**
 * What an action applies to besides accounts: the services catalogue, storage buckets, unpaid booking holds,
 * credit notes (accounting documents), carers' emergency accesses to records (ADR 031), carers' clock-ins and visit
 * check-ins (ADR 036), medical protocols (ADR 037), the team's tasks and lab results (ADR 039), the live map of carers'
 * positions and the interface's translations (ADR 040), the shop's orders to refund (ADR 043), the document archives
 * (ADR 046), the call-backs of immediate video consultations (ADR 047), the
 * pharmacists registered to review prescriptions (ADR 049).
 */
export type PermissionResource =
  | 'catalogue'
  | 'buckets'
  | 'holds'
  | 'credit_notes'
  | 'emergency_accesses'
  | 'attendance'
  | 'protocols'
  | 'field_map'
  | 'translations'
  | 'tasks'
  | 'results'
  | 'shop_orders'
  | 'archives'
  | 'video_callbacks'
  | 'pharmacists';

/** What an action applies to: an account with its role, or a resource. */
export type PermissionTarget = Role | PermissionResource;

/** The actions on a resource rather than on accounts (the others apply to an account, by its role). */
export const RESOURCE_OF: Partial<Record<StaffAction, PermissionResource>> = {
  'catalogue.manage': 'catalogue',
  'storage.manage_buckets': 'buckets',
  'bookings.release_holds': 'holds',
  'credit_notes.read': 'credit_notes',
  'emergency_accesses.review': 'emergency_accesses',
  'attendance.read': 'attendance',
  'attendance.correct': 'attendance',
  'protocols.manage': 'protocols',
  'field_map.read': 'field_map',
  'translations.review': 'translations',
  'tasks.manage': 'tasks',
  'results.manage': 'results',
  'shop_orders.manage': 'shop_orders',
  'shop_orders.review': 'shop_orders',
  'shop_orders.refund': 'shop_orders',
  'archives.read': 'archives',
  'video_callbacks.handle': 'video_callbacks',
  'pharmacists.manage': 'pharmacists',
};

const EVERY_ROLE: readonly PermissionTarget[] = ROLES;
const CLIENTS: readonly PermissionTarget[] = ['patient', 'medecin'];
const NONE: readonly PermissionTarget[] = [];

/** Rows: actions; columns: the caller's role; cells: the targets the caller may act on. */
export const PERMISSIONS: Record<StaffAction, Record<Role, readonly PermissionTarget[]>> = {
  'user.read': {
    super_admin: EVERY_ROLE,
    admin: EVERY_ROLE,
    personnel_operationnel: EVERY_ROLE,
    medecin: NONE,
    patient: NONE,
  },
  'user.create': {
    super_admin: EVERY_ROLE,
    admin: CLIENTS,
    personnel_operationnel: CLIENTS,
    medecin: NONE,
    patient: NONE,
  },
  'user.update': {
    super_admin: EVERY_ROLE,
    admin: CLIENTS,
    personnel_operationnel: CLIENTS,
    medecin: NONE,
    patient: NONE,
  },
  'user.change_role': {
    super_admin: EVERY_ROLE,
    admin: NONE,
    personnel_operationnel: NONE,
    medecin: NONE,
    patient: NONE,
  },
  'user.change_phone': {
    super_admin: EVERY_ROLE,
    admin: CLIENTS,
    personnel_operationnel: CLIENTS,
    medecin: NONE,
    patient: NONE,
  },
  'user.delete': {
    super_admin: EVERY_ROLE,
    admin: CLIENTS,
    personnel_operationnel: NONE,
    medecin: NONE,
    patient: NONE,
  },
  'user.send_recovery_link': {
    super_admin: EVERY_ROLE,
    admin: CLIENTS,
    personnel_operationnel: CLIENTS,
    medecin: NONE,
    patient: NONE,
  },
  'user.send_invitation': {
    super_admin: EVERY_ROLE,
    admin: CLIENTS,
    personnel_operationnel: CLIENTS,
    medecin: NONE,
    patient: NONE,
  },
  'mfa.list': {
    super_admin: EVERY_ROLE,
    admin: EVERY_ROLE,
    personnel_operationnel: EVERY_ROLE,
    medecin: NONE,
    patient: NONE,
  },
  'mfa.remove': {
    super_admin: EVERY_ROLE,
    admin: CLIENTS,
    personnel_operationnel: CLIENTS,
    medecin: NONE,
    patient: NONE,
  },
  'catalogue.manage': {
    super_admin: ['catalogue'],
    admin: ['catalogue'],
    personnel_operationnel: NONE,
    medecin: NONE,
    patient: NONE,
  },
  'storage.manage_buckets': {
    super_admin: ['buckets'],
    admin: NONE,
    personnel_operationnel: NONE,
    medecin: NONE,
    patient: NONE,
  },
  'bookings.release_holds': {
    super_admin: ['holds'],
    admin: ['holds'],
    personnel_operationnel: NONE,
    medecin: NONE,
    patient: NONE,
  },
  'credit_notes.read': {
    super_admin: ['credit_notes'],
    admin: ['credit_notes'],
    personnel_operationnel: NONE,
    medecin: NONE,
    patient: NONE,
  },
  'emergency_accesses.review': {
    super_admin: ['emergency_accesses'],
    admin: ['emergency_accesses'],
    personnel_operationnel: NONE,
    medecin: NONE,
    patient: NONE,
  },
  'attendance.read': {
    super_admin: ['attendance'],
    admin: ['attendance'],
    personnel_operationnel: ['attendance'],
    medecin: NONE,
    patient: NONE,
  },
  'attendance.correct': {
    super_admin: ['attendance'],
    admin: ['attendance'],
    personnel_operationnel: NONE,
    medecin: NONE,
    patient: NONE,
  },
  'protocols.manage': {
    super_admin: ['protocols'],
    admin: ['protocols'],
    personnel_operationnel: NONE,
    medecin: NONE,
    patient: NONE,
  },
  'field_map.read': {
    super_admin: ['field_map'],
    admin: ['field_map'],
    personnel_operationnel: ['field_map'],
    medecin: NONE,
    patient: NONE,
  },
  'translations.review': {
    super_admin: ['translations'],
    admin: ['translations'],
    personnel_operationnel: NONE,
    medecin: NONE,
    patient: NONE,
  },
  'tasks.manage': {
    super_admin: ['tasks'],
    admin: ['tasks'],
    personnel_operationnel: ['tasks'],
    medecin: NONE,
    patient: NONE,
  },
  'results.manage': {
    super_admin: ['results'],
    admin: ['results'],
    personnel_operationnel: NONE,
    medecin: NONE,
    patient: NONE,
  },
  'shop_orders.manage': {
    super_admin: ['shop_orders'],
    admin: ['shop_orders'],
    personnel_operationnel: ['shop_orders'],
    medecin: NONE,
    patient: NONE,
  },
  // Never the super admin, who administers the accounts: separation of duties (ADR 042).
  'shop_orders.review': {
    super_admin: NONE,
    admin: ['shop_orders'],
    personnel_operationnel: ['shop_orders'],
    medecin: NONE,
    patient: NONE,
  },
  'shop_orders.refund': {
    super_admin: ['shop_orders'],
    admin: ['shop_orders'],
    personnel_operationnel: NONE,
    medecin: NONE,
    patient: NONE,
  },
  'archives.read': {
    super_admin: ['archives'],
    admin: ['archives'],
    personnel_operationnel: NONE,
    medecin: NONE,
    patient: NONE,
  },
  'video_callbacks.handle': {
    super_admin: ['video_callbacks'],
    admin: ['video_callbacks'],
    personnel_operationnel: ['video_callbacks'],
    medecin: NONE,
    patient: NONE,
  },
  // The administrators of the partner pharmacies' side; operations staff (who review) never register themselves.
  'pharmacists.manage': {
    super_admin: ['pharmacists'],
    admin: ['pharmacists'],
    personnel_operationnel: NONE,
    medecin: NONE,
    patient: NONE,
  },
};

/** What each action is, as the documentation table says it. */
export const ACTION_DESCRIPTIONS: Record<StaffAction, string> = {
  'user.read': 'list and read accounts (`GET /api/auth/admin/users[/:id]`)',
  'user.create': 'create an account of the target role (`POST /api/auth/admin/users`, `POST /api/auth/invite`)',
  'user.update': 'change names, city, status (`PUT /api/auth/admin/users/:id`)',
  'user.change_role': 'give the account another role (`PUT /api/auth/admin/users/:id` with `role`)',
  'user.change_phone':
    'propose a new phone (`PUT /api/auth/admin/users/:id` with `phone`): unverified until the owner confirms it',
  'user.delete': 'delete the account (`DELETE /api/auth/admin/users/:id`)',
  'user.send_recovery_link':
    "send a password-reset link to the owner's e-mail (`POST /api/auth/admin/generate_link`, type `recovery`)",
  'user.send_invitation': 'send an invitation link to the owner (`generate_link`, type `invite`)',
  'mfa.list': "list the account's second factors (`GET /api/auth/admin/users/:id/factors`)",
  'mfa.remove': 'remove a second factor (`DELETE /api/auth/admin/users/:id/factors/:factorId`)',
  'catalogue.manage': 'create and change services and prices (`POST`/`PUT /api/admin/services`)',
  'storage.manage_buckets':
    'create a bucket, change its policy (public, limits, types), empty or delete it (`/api/storage/bucket[/:id][/empty]`)',
  'bookings.release_holds':
    "list suspicious unpaid booking holds, cancel all of an account's (`/api/bookings/holds[/:patientId/release]`)",
  'credit_notes.read':
    'download any credit note (`GET /api/admin/credit-notes/:id/pdf`); a patient downloads their own (`/api/credit-notes/:id/pdf`)',
  'emergency_accesses.review':
    "list carers' emergency accesses to records and mark them reviewed (`/api/admin/emergency-accesses[/:id/review]`)",
  'attendance.read':
    "see carers' clock-ins and visit check-ins, anomalies and monthly figures (`GET /api/admin/clock/attendance`, `/stats[.csv]`)",
  'attendance.correct':
    'approve or correct an anomaly of a clock-in or visit check-in, with a reason (`POST /api/admin/clock/events/:id/review`)',
  'protocols.manage':
    'create a medical protocol or a procedure of the manual, or a new version, edit a draft, publish it (`POST`/`PUT /api/admin/protocols[...]`, `/api/admin/procedures[...]`)',
  'field_map.read':
    "see carers on shift with their last position, the day's home visits with ETA, and the free carers of the visit's city to reassign (`GET /api/admin/tracking/map`, `/visits/:id/candidates`)",
  'translations.review':
    'change a translation of the interface, export and import a language as JSON (`/api/admin/translations[/import]`); served at once over the bundled catalogues',
  'tasks.manage': "list, create, assign and follow the team's tasks (`/api/admin/tasks[/:id]`)",
  'results.manage':
    "upload a patient's lab result (values and a PDF or photo) and list them (`/api/admin/results[/:id/file]`); open the prescription photo joined to a booking (`GET /api/bookings/:id/prescription-photo`)",
  'shop_orders.manage':
    'see the shop orders queue, prepare, hand over with the patient code (`/api/admin/shop/orders[/:id/status]`)',
  'shop_orders.review':
    "review an order's prescription, a pharmacist registered with the Ordre only: approve, substitute a generic, refuse a line (`/api/admin/shop/orders/:id/prescription`, `/review`)",
  'shop_orders.refund':
    "record the refund of a shop order's payment owed back, with its credit note; the order becomes refunded (`POST /api/admin/shop/orders/:id/refund`)",
  'archives.read':
    "search every archived document (records, lab results, carers' papers) and open one through a 5-minute signed link, each search and opening audited (`/api/admin/archives[/:source/:id/url]`)",
  'video_callbacks.handle':
    'mark a call-back asked after an unanswered immediate video consultation as done (`POST /api/teleconsultations/immediate/:id/callback-done`)',
  'pharmacists.manage':
    'register a staff account as a pharmacist with their Ordre number and partner pharmacy, correct it, deactivate it (`/api/admin/shop/pharmacists[/:userId]`)',
};

export function mayAct(callerRole: Role | null, action: StaffAction, target: PermissionTarget | null): boolean {
  if (callerRole === null || target === null) return false;
  return PERMISSIONS[action][callerRole].includes(target);
}

/** Whether the caller may do `action` to at least one kind of target (the screens show the control). */
export function mayDoAny(callerRole: Role | null, action: StaffAction): boolean {
  return callerRole !== null && PERMISSIONS[action][callerRole].length > 0;
}

const COLUMNS: readonly Role[] = ['super_admin', 'admin', 'personnel_operationnel', 'medecin', 'patient'];

/** The table of `docs/permissions.md`, generated from `PERMISSIONS`. */
export function permissionTableMarkdown(): string {
  const cell = (targets: readonly PermissionTarget[]) =>
    targets.length === 0 ? '—' : targets.length === ROLES.length ? 'every account' : targets.join(', ');
  const lines = [
    `| action | ${COLUMNS.join(' | ')} | what it is |`,
    `| --- | ${COLUMNS.map(() => '---').join(' | ')} | --- |`,
    ...STAFF_ACTIONS.map(
      (action) =>
        `| \`${action}\` | ${COLUMNS.map((role) => cell(PERMISSIONS[action][role])).join(' | ')} | ${ACTION_DESCRIPTIONS[action]} |`,
    ),
  ];
  return lines.join('\n');
}
