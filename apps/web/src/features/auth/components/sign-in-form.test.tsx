import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { SignInForm } from './sign-in-form';

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A request on a dropped connection: no answer, ever (until the client gives up). */
function unanswered(_url: string, init: RequestInit): Promise<Response> {
  const { signal } = init;
  return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error)));
}

describe('SignInForm on a dropped connection', () => {
  it('says « Pas de connexion internet » after 10 s, leaves « Connexion... », and tries again only when asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi.fn(unanswered);
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <SignInForm portal="patient" />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    fireEvent.change(screen.getByLabelText('E-mail ou téléphone'), { target: { value: '690000001' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'Demo-Sante-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('button', { name: 'Connexion...' })).hasAttribute('disabled')).toBe(true);
    expect(fetch).toHaveBeenCalledOnce();

    await vi.advanceTimersByTimeAsync(10_000);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Pas de connexion internet. Vérifiez votre connexion puis réessayez.');
    expect(screen.getByRole('button', { name: 'Se connecter' }).hasAttribute('disabled')).toBe(false);

    // No automatic repeat of the sign-in.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledOnce();

    // The person's retry is sent; the server's answer replaces the message.
    fetch.mockImplementationOnce(() =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 'invalid_credentials' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Identifiant ou mot de passe incorrect')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
