import { mayAct, type PermissionTarget, type StaffAction } from '@sante/shared/staff-permissions';
import type { Role } from '@sante/shared/roles';
import { AppError } from './app-error';

/** 403 `forbidden` unless the permission table (ADR 021, docs/permissions.md) lets `role` do `action` to `target`. */
export function assertPermitted(role: Role | null, action: StaffAction, target: PermissionTarget | null): void {
  if (!mayAct(role, action, target)) throw new AppError('forbidden');
}
