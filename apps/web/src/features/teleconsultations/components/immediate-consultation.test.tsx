import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { ImmediateConsultation } from './immediate-consultation';

vi.mock('../../../lib/realtime', () => ({ useRealtimeEvent: () => ({ connected: true }) }));
vi.mock('../../auth/api/session', () => ({ useSession: () => ({ data: { user: { role: 'medecin' } } }) }));

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function draw() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ImmediateConsultation space="doctor" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Demandes immédiates' });
}

describe('ImmediateConsultation', () => {
  it('draws its section and title at once, the requests loading inside it', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const section = draw();
    expect(within(section).getByText('Chargement...')).toBeTruthy();
    answer(new Response(JSON.stringify({ requests: [] }), { headers: { 'content-type': 'application/json' } }));
    expect(await within(section).findByText(/Aucune demande/)).toBeTruthy();
  });

  it('says in French that the requests could not be loaded, with a retry, instead of « none »', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 'forbidden', message: 'no' }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const section = draw();
    expect(await within(section).findByText('Les demandes immédiates n’ont pas pu être chargées.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(within(section).queryByText(/Aucune demande/)).toBeNull();
  });
});
