import type { RouteRequirement } from '@sante/shared/roles';
import { describe, expect, it } from 'vitest';
import { isSafeRedirect, postSignInPath } from './post-sign-in-path';

const REQUIREMENTS: Record<string, RouteRequirement | null> = {
  '/patient/factures': 'patient',
  '/admin/utilisateurs': 'staff',
  '/dashboard-medecin/planning': 'medecin',
  '/faq': null,
};
const requirementFor = (pathname: string) => REQUIREMENTS[pathname];

describe('after sign-in', () => {
  it('lands on the remembered page when the user may open it', () => {
    expect(
      postSignInPath({
        requested: '/patient/factures?page=2',
        viewer: { role: 'patient', hasDoctorSession: false },
        requirementFor,
      }),
    ).toBe('/patient/factures?page=2');
    expect(
      postSignInPath({
        requested: '/dashboard-medecin/planning',
        viewer: { role: 'medecin', hasDoctorSession: true },
        requirementFor,
      }),
    ).toBe('/dashboard-medecin/planning');
  });

  it('goes home when the remembered page needs another role', () => {
    expect(
      postSignInPath({
        requested: '/admin/utilisateurs',
        viewer: { role: 'patient', hasDoctorSession: false },
        requirementFor,
      }),
    ).toBe('/patient/dashboard');
  });

  it('goes to the home of each role without a remembered page', () => {
    const home = (role: 'patient' | 'medecin' | 'admin' | 'personnel_operationnel') =>
      postSignInPath({ requested: null, viewer: { role, hasDoctorSession: role === 'medecin' }, requirementFor });
    expect(home('patient')).toBe('/patient/dashboard');
    expect(home('medecin')).toBe('/dashboard-medecin');
    expect(home('admin')).toBe('/admin/dashboard');
    expect(home('personnel_operationnel')).toBe('/admin/dashboard');
  });

  it('refuses other origins, unknown pages and sign-in pages', () => {
    const viewer = { role: 'patient' as const, hasDoctorSession: false };
    for (const requested of ['https://evil.example/', '//evil.example', '/\\evil', '/nope', '/connexion/patient']) {
      expect(postSignInPath({ requested, viewer, requirementFor })).toBe('/patient/dashboard');
    }
    expect(isSafeRedirect('/reset-medecin-password-whatsapp')).toBe(false);
    expect(isSafeRedirect('/faq#contact')).toBe(true);
  });
});
