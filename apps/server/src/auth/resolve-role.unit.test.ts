import { describe, expect, it } from 'vitest';
import { resolveRole, type RoleSources } from './resolve-role';

const none: RoleSources = { profileRole: null, profileStatus: 'active', adminRole: null, userRoles: [] };

describe('resolveRole (specification section 6)', () => {
  it('uses the profile role directly when it is not admin or super admin', () => {
    for (const role of ['patient', 'medecin', 'personnel_operationnel'] as const) {
      expect(resolveRole({ ...none, profileRole: role, adminRole: 'super_admin', userRoles: ['admin'] })).toEqual({
        role,
        source: 'profile',
        deleted: false,
      });
    }
  });
  it('consults admin_users when the profile says admin or super admin (either spelling)', () => {
    expect(resolveRole({ ...none, profileRole: 'admin', adminRole: 'personnel_operationnel' }).role).toBe(
      'personnel_operationnel',
    );
    expect(resolveRole({ ...none, profileRole: 'super admin', adminRole: 'super admin' })).toEqual({
      role: 'super_admin',
      source: 'admin_users',
      deleted: false,
    });
  });
  it('consults admin_users when there is no profile role', () => {
    expect(resolveRole({ ...none, adminRole: 'admin' })).toEqual({
      role: 'admin',
      source: 'admin_users',
      deleted: false,
    });
  });
  it('then user_roles (first known role)', () => {
    expect(resolveRole({ ...none, profileRole: 'admin', userRoles: ['unknown', 'medecin'] })).toEqual({
      role: 'medecin',
      source: 'user_roles',
      deleted: false,
    });
    expect(resolveRole({ ...none, userRoles: ['super admin'] }).role).toBe('super_admin');
  });
  it('then falls back to the profile role', () => {
    expect(resolveRole({ ...none, profileRole: 'super admin' })).toEqual({
      role: 'super_admin',
      source: 'profile_fallback',
      deleted: false,
    });
    expect(resolveRole({ ...none, profileRole: 'admin', adminRole: 'nonsense' })).toEqual({
      role: 'admin',
      source: 'profile_fallback',
      deleted: false,
    });
  });
  it('otherwise none (unknown profile role, no profile)', () => {
    expect(resolveRole(none)).toEqual({ role: null, source: 'none', deleted: false });
    expect(resolveRole({ ...none, profileRole: 'chef', profileStatus: null })).toEqual({
      role: null,
      source: 'none',
      deleted: false,
    });
  });
  it('a deleted profile has no role whatever the other sources say', () => {
    expect(
      resolveRole({ profileRole: 'patient', profileStatus: 'deleted', adminRole: 'admin', userRoles: ['medecin'] }),
    ).toEqual({ role: null, source: 'deleted', deleted: true });
  });
});
