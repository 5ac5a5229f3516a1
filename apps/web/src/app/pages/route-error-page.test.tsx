import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { RouteErrorPage } from './route-error-page';

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(cleanup);

describe('RouteErrorPage', () => {
  it('offline: says there is no connection, and loads the page again once the browser is back online', () => {
    const reload = vi.fn();
    render(<RouteErrorPage offline reload={reload} />);
    expect(screen.getByText('Pas de connexion internet. Vérifiez votre connexion puis réessayez.')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledOnce();
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
