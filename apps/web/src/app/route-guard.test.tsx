import type { AuthResponse } from '@sante/shared/auth-schemas';
import type { Role, RouteRequirement } from '@sante/shared/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { sessionQueryKey } from '../features/auth/api/session';
import { doctorSessionStore } from '../features/auth/session/doctor-session';
import { i18n } from '../lib/i18n';
import { RouteGuard } from './route-guard';

function session(role: Role): AuthResponse {
  const now = new Date();
  return {
    user: {
      id: 'u1',
      email: null,
      phone: '+237690000001',
      firstName: 'Awa',
      lastName: 'Ngo',
      role,
      status: 'active',
      mfaEnabled: false,
    },
    session: {
      expiresAt: new Date(now.getTime() + 3600_000).toISOString(),
      loginTime: now.toISOString(),
      expiresIn: 3600,
      tokenType: 'cookie',
    },
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderGuard(requirement: RouteRequirement, data: AuthResponse | null | undefined, path = '/private?x=1') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (data !== undefined) client.setQueryData(sessionQueryKey, data);
  else client.setQueryDefaults(sessionQueryKey, { queryFn: () => new Promise(() => undefined) });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RouteGuard requirement={requirement} />}>
            <Route path="/private" element={<p>contenu protégé</p>} />
          </Route>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('route guard', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('fr');
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    doctorSessionStore.check();
  });

  it('says "Vérification de la session..." while the session loads', () => {
    renderGuard('patient', undefined);
    expect(screen.getByRole('status').textContent).toContain('Vérification de la session...');
  });

  it.each<[RouteRequirement, string]>([
    ['staff', '/connexion/personnel'],
    ['patient', '/connexion/patient'],
    ['medecin', '/connexion/medecin'],
  ])('sends an anonymous visitor of a %s route to %s with the origin', (requirement, signIn) => {
    renderGuard(requirement, null);
    expect(screen.getByTestId('where').textContent).toBe(`${signIn}?redirect=%2Fprivate%3Fx%3D1`);
  });

  it('sends a patient opening a staff route to the staff sign-in', () => {
    renderGuard('staff', session('patient'));
    expect(screen.getByTestId('where').textContent).toBe('/connexion/personnel?redirect=%2Fprivate%3Fx%3D1');
  });

  it('lets the right role in', () => {
    renderGuard('staff', session('personnel_operationnel'));
    expect(screen.getByText('contenu protégé')).toBeTruthy();
  });

  it('lets a doctor in only with a valid doctor session', () => {
    renderGuard('medecin', session('medecin'));
    expect(screen.getByTestId('where').textContent).toContain('/connexion/medecin');
    cleanup();

    doctorSessionStore.write({ loginTime: new Date().toISOString(), userId: 'u1' });
    renderGuard('medecin', session('medecin'));
    expect(screen.getByText('contenu protégé')).toBeTruthy();
  });
});
