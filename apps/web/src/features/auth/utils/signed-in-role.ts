import type { Role } from '@sante/shared/roles';
import type { TFunction } from 'i18next';

/**
 * How the signed-in person's role is named to them: the `medecin` role is every carer, doctors and nurses alike,
 * so it reads « Soignant » (a nurse is never labelled « Médecin »).
 */
export function signedInRole(t: TFunction, role: Role | null): string {
  return role === 'medecin' ? t('roles.carer') : t(`roles.${role ?? 'none'}`);
}
