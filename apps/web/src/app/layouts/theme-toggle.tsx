import { Monitor, Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  getSystemTheme,
  getThemePreference,
  setThemePreference,
  subscribeTheme,
  type ResolvedTheme,
  type ThemePreference,
} from '../../lib/theme';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** From `system`, the first click always changes what the user sees: the theme opposite to the OS one. */
function nextPreference(current: ThemePreference, systemTheme: ResolvedTheme): ThemePreference {
  const order: readonly ThemePreference[] =
    systemTheme === 'dark' ? ['system', 'light', 'dark'] : ['system', 'dark', 'light'];
  return order[(order.indexOf(current) + 1) % order.length] ?? 'system';
}

/** One button cycles system -> opposite -> same as the OS; its name says the current theme and the next. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const preference = useSyncExternalStore(subscribeTheme, getThemePreference, () => 'system' as const);
  const systemTheme = useSyncExternalStore(subscribeTheme, getSystemTheme, () => 'light' as const);
  const next = nextPreference(preference, systemTheme);
  const Icon = ICONS[preference];
  const label = t('theme.toggle', { theme: t(`theme.${preference}`), next: t(`theme.${next}`) });
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={label} onClick={() => setThemePreference(next)}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
