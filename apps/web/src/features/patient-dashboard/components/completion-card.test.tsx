import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/dashboard.json';
import fr from '../../../locales/fr/dashboard.json';
import { i18n } from '../../../lib/i18n';
import { registerCatalogues } from '../../../lib/register-catalogues';
import { CompletionCard } from './completion-card';

beforeAll(async () => {
  await i18n.changeLanguage('fr');
  registerCatalogues('dashboard', { fr, en });
});
afterEach(cleanup);

function renderCard(percent: number, missing: Parameters<typeof CompletionCard>[0]['completion']['missing']) {
  render(
    <MemoryRouter>
      <CompletionCard completion={{ percent, missing }} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Mon profil' });
}

describe('CompletionCard', () => {
  it('shows the figure, the bar and a link to the field of each missing item', () => {
    const card = renderCard(57, ['address', 'emergencyContact', 'photo']);
    expect(within(card).getByText('Profil complété à 57 %')).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('57');
    const hrefs = ['Ville et quartier', 'Contact d’urgence', 'Photo'].map((name) =>
      within(card).getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/patient/profil#city',
      '/patient/profil#emergencyContactName',
      '/patient/profil#photo-file',
    ]);
  });

  it('thanks the patient when nothing is missing', () => {
    const card = renderCard(100, []);
    expect(within(card).getByText('Votre profil est complet. Merci !')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Compléter mon profil']);
  });
});
