import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { RouteErrorPage } from './route-error-page';

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RouteErrorPage', () => {
  it('offline: says there is no connection, and loads the page again once the server answers', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    const health = vi.fn(() => Promise.resolve(new Response('ok')));
    vi.stubGlobal('fetch', health);
    const reload = vi.fn();
    try {
      render(<RouteErrorPage offline reload={reload} />);
      expect(screen.getByText('Pas de connexion internet. Vérifiez votre connexion puis réessayez.')).toBeTruthy();
      expect(reload).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect(reload).toHaveBeenCalledOnce());
      expect(health).toHaveBeenCalledWith('/api/health', expect.objectContaining({ cache: 'no-store' }));
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
  });

  it('another failure: the generic text, and a reload only on the button', () => {
    const reload = vi.fn();
    render(<RouteErrorPage reload={reload} />);
    expect(screen.getByText(/L'écran n'a pas pu s'afficher/)).toBeTruthy();
    window.dispatchEvent(new Event('online'));
    expect(reload).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Recharger la page' }).click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
