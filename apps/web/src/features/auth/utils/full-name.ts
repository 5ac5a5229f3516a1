import type { AuthUser } from '@sante/shared/auth-schemas';

export function fullName(user: Pick<AuthUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
