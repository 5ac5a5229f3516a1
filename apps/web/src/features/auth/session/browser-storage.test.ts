import { beforeEach, describe, expect, it } from 'vitest';
import { clearBrowserStorage, signOutDestination } from './browser-storage';

describe('full sign-out storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('empties both storages but keeps the theme and language preferences', () => {
    localStorage.setItem('medecin_session', '{}');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('i18nextLng', 'en');
    localStorage.setItem('anything', 'x');
    sessionStorage.setItem('draft', 'y');

    clearBrowserStorage(localStorage, sessionStorage);

    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(2);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('does not invent preferences that were not set', () => {
    localStorage.setItem('medecin_session', '{}');
    clearBrowserStorage(localStorage, sessionStorage);
    expect(localStorage.length).toBe(0);
  });

  it('sends a doctor signing out from a doctor page to the doctor sign-in, others to /connexion', () => {
    expect(signOutDestination('/dashboard-medecin')).toBe('/connexion/medecin');
    expect(signOutDestination('/dashboard-medecin/planning')).toBe('/connexion/medecin');
    expect(signOutDestination('/dashboard-medecine')).toBe('/connexion');
    expect(signOutDestination('/patient/dashboard')).toBe('/connexion');
    expect(signOutDestination('/admin/dashboard')).toBe('/connexion');
  });
});
