import { afterEach, describe, expect, it } from 'vitest';
import { getThemePreference, resolveTheme, setThemePreference, startThemeSync } from './theme';

describe('theme', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('defaults to system: light unless the OS prefers dark', () => {
    expect(getThemePreference()).toBe('system');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('stores the choice under "theme" and puts the dark class on <html>', () => {
    const stop = startThemeSync();
    setThemePreference('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    setThemePreference('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    stop();
  });

  it('follows a choice made in another tab', () => {
    const stop = startThemeSync();
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(getThemePreference()).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    stop();
  });
});
