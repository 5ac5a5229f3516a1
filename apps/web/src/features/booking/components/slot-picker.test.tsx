import { AVAILABILITY_LIMITS, type FirstAvailableResponse } from '@sante/shared/availability-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { nextDays } from '../lib/booking-days';
import { SlotPicker } from './slot-picker';

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const days = nextDays(doualaToday(), AVAILABILITY_LIMITS.defaultSlotDays);
const DOCTOR = '7c2e6b5a-4d3f-4a8b-8c1d-2e3f4a5b6c7d';

/** « Premier disponible » over the week shown: free on its 2nd and 5th days only. */
function firstAvailableFrom(date: string): FirstAvailableResponse {
  const free = [days[1] ?? '', days[4] ?? ''].filter((day) => day >= date);
  const first = free[0] ?? null;
  return {
    date: first,
    morning: first
      ? [
          {
            startsAt: `${first}T08:00:00.000Z`,
            endsAt: `${first}T09:00:00.000Z`,
            label: '09:00',
            kind: 'home_visit',
            doctorId: DOCTOR,
          },
        ]
      : [],
    afternoon: [],
    evening: [],
    freeDates: free,
    checkedThrough: days.at(-1) ?? '',
  };
}

describe('SlotPicker with « Premier disponible »', () => {
  it('marks every day of the week shown: the days without a free slot look apart, those with slots do not', async () => {
    // The client asks with a path string (api-client.ts).
    vi.stubGlobal('fetch', (input: string) => {
      const url = new URL(input, 'http://localhost');
      const body = firstAvailableFrom(url.searchParams.get('date') ?? '');
      return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SlotPicker kind="home_visit" doctorId={null} city="Douala" selected={null} onSelect={() => undefined} />
      </QueryClientProvider>,
    );
    const week = screen.getByRole('group', { name: 'Jours' });
    const marked = () =>
      within(week)
        .getAllByRole('button')
        .map((button) => button.textContent?.includes('Aucun créneau libre') ?? false);
    await waitFor(() => expect(marked()).toEqual([true, false, true, true, false, true, true]));
  });
});
