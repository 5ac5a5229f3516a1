import type { RouteRequirement } from '@sante/shared/roles';
import { describe, expect, it } from 'vitest';
import { canAccess, guardRedirectTarget } from './access';

describe('guards', () => {
  it.each<[RouteRequirement, string]>([
    ['staff', '/connexion/personnel'],
    ['super_admin', '/connexion/personnel'],
    ['personnel_operationnel', '/connexion/personnel'],
    ['patient', '/connexion/patient'],
    ['medecin', '/connexion/medecin'],
  ])('sends a visitor without access to %s to %s, remembering the origin', (requirement, signInPath) => {
    expect(guardRedirectTarget(requirement, '/patient/factures?mois=2026-01')).toBe(
      `${signInPath}?redirect=%2Fpatient%2Ffactures%3Fmois%3D2026-01`,
    );
  });

  it('lets staff roles into staff routes only', () => {
    for (const role of ['admin', 'super_admin', 'personnel_operationnel'] as const) {
      expect(canAccess('staff', { role, hasDoctorSession: false })).toBe(true);
    }
    expect(canAccess('staff', { role: 'patient', hasDoctorSession: false })).toBe(false);
    expect(canAccess('staff', { role: 'medecin', hasDoctorSession: true })).toBe(false);
    expect(canAccess('staff', null)).toBe(false);
  });

  it('needs the exact role for patient routes', () => {
    expect(canAccess('patient', { role: 'patient', hasDoctorSession: false })).toBe(true);
    expect(canAccess('patient', { role: 'admin', hasDoctorSession: false })).toBe(false);
    expect(canAccess('super_admin', { role: 'admin', hasDoctorSession: false })).toBe(false);
  });

  it('needs only a doctor session (and a signed-in user) for doctor routes', () => {
    expect(canAccess('medecin', { role: 'medecin', hasDoctorSession: true })).toBe(true);
    expect(canAccess('medecin', { role: 'medecin', hasDoctorSession: false })).toBe(false);
    expect(canAccess('medecin', null)).toBe(false);
  });

  it('opens routes without a requirement to everyone', () => {
    expect(canAccess(null, null)).toBe(true);
  });
});
