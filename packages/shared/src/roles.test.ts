import { describe, expect, it } from 'vitest';
import { homePathFor, normaliseRole, roleSatisfies, signInPathFor } from './roles';

describe('roles', () => {
  it('normalises "super admin" with a space and refuses unknown roles', () => {
    expect(normaliseRole('super admin')).toBe('super_admin');
    expect(normaliseRole(' Super_Admin ')).toBe('super_admin');
    expect(normaliseRole('root')).toBeNull();
    expect(normaliseRole(null)).toBeNull();
  });

  it('applies the guards of section 6', () => {
    for (const role of ['admin', 'super_admin', 'personnel_operationnel'] as const)
      expect(roleSatisfies(role, 'staff')).toBe(true);
    expect(roleSatisfies('medecin', 'staff')).toBe(false);
    expect(roleSatisfies('patient', 'staff')).toBe(false);
    expect(roleSatisfies('admin', 'super_admin')).toBe(false);
    expect(roleSatisfies('super_admin', 'super_admin')).toBe(true);
    expect(roleSatisfies('admin', 'personnel_operationnel')).toBe(false);
    expect(roleSatisfies('admin', 'patient')).toBe(false);
    expect(roleSatisfies(null, 'patient')).toBe(false);
  });

  it('sends each requirement to its sign-in page and each role to its home', () => {
    expect(signInPathFor('staff')).toBe('/connexion/personnel');
    expect(signInPathFor('super_admin')).toBe('/connexion/personnel');
    expect(signInPathFor('patient')).toBe('/connexion/patient');
    expect(signInPathFor('medecin')).toBe('/connexion/medecin');
    expect(signInPathFor(null)).toBe('/connexion');
    expect(homePathFor('patient')).toBe('/patient/dashboard');
    expect(homePathFor('medecin')).toBe('/dashboard-medecin');
    expect(homePathFor('personnel_operationnel')).toBe('/admin/dashboard');
  });
});
