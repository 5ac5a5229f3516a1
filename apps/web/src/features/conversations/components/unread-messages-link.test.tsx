import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { UnreadMessagesLink } from './unread-messages-link';

/** The conversations' channel, standing still: the test pushes its events by hand. */
const channel = vi.hoisted(() => {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  return {
    holders: 0,
    listeners,
    push(event: string) {
      for (const listener of listeners.get(event) ?? []) listener({});
    },
  };
});

vi.mock('../lib/conversation-channel', () => ({
  CHANNEL_EVENTS: { message: 'message', receipt: 'receipt', reconnected: 'reconnected' },
  conversationChannel: {
    hold: () => {
      channel.holders += 1;
      return () => void (channel.holders -= 1);
    },
    on: (event: string, listener: (payload: unknown) => void) => {
      const set = channel.listeners.get(event) ?? new Set();
      set.add(listener);
      channel.listeners.set(event, set);
      return () => set.delete(listener);
    },
  },
}));
vi.mock('../../auth/hooks/use-viewer', () => ({
  useViewer: () => ({ status: 'ready', user: { id: 'u1' }, viewer: { role: 'patient', hasDoctorSession: false } }),
}));

let unread = 0;
const requests: string[] = [];

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  requests.length = 0;
});

function serve() {
  vi.stubGlobal('fetch', (input: string | URL) => {
    requests.push(String(input));
    return Promise.resolve(
      new Response(JSON.stringify({ unread }), { headers: { 'content-type': 'application/json' } }),
    );
  });
}

function renderLink() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <UnreadMessagesLink to="/patient/messages" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('UnreadMessagesLink', () => {
  it('shows the unread count from the watermarks’ route and leads to the messages', async () => {
    unread = 3;
    serve();
    renderLink();
    const link = await screen.findByRole('link', { name: /3 messages non lus/ });
    expect(link.getAttribute('href')).toBe('/patient/messages');
    expect(link.textContent).toContain('Ouvrir la messagerie');
    expect(requests.every((url) => url.includes('/conversations/unread'))).toBe(true);
  });

  it('says when nothing is unread, and follows a new message pushed on the channel', async () => {
    unread = 0;
    serve();
    renderLink();
    expect(await screen.findByText('Aucun message non lu')).toBeTruthy();
    await waitFor(() => expect(channel.listeners.get('message')?.size).toBe(1));
    unread = 1;
    channel.push('message');
    expect(await screen.findByText('1 message non lu', {}, { timeout: 3_000 })).toBeTruthy();
  });
});
