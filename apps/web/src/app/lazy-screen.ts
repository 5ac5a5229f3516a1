import { createElement, lazy, type ComponentType } from 'react';
import { i18n } from '../lib/i18n';
import { loadPageCatalogues } from '../lib/register-catalogues';

export type Screen<Props extends object> = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * Every screen is its own chunk: a visitor downloads only the screens they open. `preload()` fetches it ahead;
 * once loaded, the screen renders at once (no Suspense fallback), which lets the first render of a page, or its
 * hydration, happen in one go.
 */
export function lazyScreen<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): Screen<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    const module = await load();
    // The screen's catalogues in the current language (registered when its module was evaluated).
    await loadPageCatalogues(i18n.language);
    loaded = module[name];
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<Props> };
  });
  const Screen = (props: Props) => (loaded ? createElement(loaded, props) : createElement(Lazy, props));
  return Object.assign(Screen, { preload });
}
