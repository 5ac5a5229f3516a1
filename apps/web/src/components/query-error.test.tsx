import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { i18n, loadMessageTexts } from '../lib/i18n';
import { QueryError } from './query-error';

beforeAll(async () => {
  await i18n.changeLanguage('fr');
  await loadMessageTexts();
});
afterEach(cleanup);

describe('QueryError', () => {
  it('says what failed, why in French, and retries on the button', () => {
    const onRetry = vi.fn();
    render(
      <QueryError error={new ApiError({ status: 503, code: 'service_unavailable', retryAfter: 1 })} onRetry={onRetry}>
        Impossible de charger vos factures.
      </QueryError>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Impossible de charger vos factures.');
    expect(alert.textContent).toContain('Le service est momentanément indisponible. Réessayez dans quelques secondes.');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('adds no generic sentence to the screen text, and says the generic one when there is no text', () => {
    const error = new ApiError({ status: 500, code: null });
    render(
      <QueryError error={error} onRetry={() => undefined}>
        Impossible de charger vos factures.
      </QueryError>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Impossible de charger vos factures.Réessayer');
    cleanup();

    render(<QueryError error={new ApiError({ status: 0, code: null })} onRetry={() => undefined} retrying />);
    expect(screen.getByRole('alert').textContent).toContain('Pas de connexion internet.');
    expect(screen.getByRole('button', { name: 'Réessayer' }).hasAttribute('disabled')).toBe(true);
  });
});
