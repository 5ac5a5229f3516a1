import type { DueDose } from '@sante/shared/vaccination-schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/dashboard.json';
import fr from '../../../locales/fr/dashboard.json';
import { i18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { registerCatalogues } from '../../../lib/register-catalogues';
import { HealthReminders } from './health-reminders';

const JUNIOR = '7c1e4a52-6f0b-4d3e-9a58-2b1f0c9d8e71';
const CODES = ['bcg', 'vpo', 'penta', 'pcv13', 'rota', 'vpi', 'paludisme', 'rr', 'vaa', 'hpv', 'dt', 'hepb'] as const;

beforeAll(async () => {
  await i18n.changeLanguage('fr');
  registerCatalogues('dashboard', { fr, en });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(due: DueDose[]) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(JSON.stringify({ due }), { headers: { 'content-type': 'application/json' } })),
  );
}

describe('HealthReminders', () => {
  it("shows a child's 20 overdue doses as one line leading to the child's calendar", async () => {
    const overdue = Array.from({ length: 20 }, (_, index) => ({
      dependentId: JUNIOR,
      personName: 'Junior',
      vaccineCode: CODES[index % CODES.length] ?? 'bcg',
      doseNumber: Math.floor(index / CODES.length) + 1,
      dueOn: '2025-01-06',
      overdue: true,
    }));
    answer([
      ...overdue,
      {
        dependentId: null,
        personName: 'Aïcha',
        vaccineCode: 'vaa_adulte',
        doseNumber: 1,
        dueOn: '2026-06-02',
        overdue: false,
      },
    ]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <HealthReminders completion={{ percent: 100, missing: [] }} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const card = screen.getByRole('region', { name: 'Rappels santé' });
    const junior = await within(card).findByRole('link', { name: 'Junior\u00a0: 20 vaccins à mettre à jour' });
    expect(junior.getAttribute('href')).toBe(`/patient/calendrier-vaccinal?enfant=${JUNIOR}`);
    expect(within(card).getAllByText('En retard')).toHaveLength(1);
    const own = within(card).getByRole('link', { name: /^Aïcha\u00a0: Fièvre jaune/ });
    expect(own.getAttribute('href')).toBe('/patient/calendrier-vaccinal');
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
  });
});
