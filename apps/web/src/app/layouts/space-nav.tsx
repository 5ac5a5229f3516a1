import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import type { AppRoute } from '../route-table';

/** The messages screens of each space: their menu entry shows the unread count (loaded after the menu). */
const MESSAGES_ROUTES = new Set(['patientMessages', 'doctorMessaging', 'adminMessaging']);
const UnreadBadge = lazy(() =>
  import('../../features/conversations/components/unread-badge').then((m) => ({ default: m.UnreadBadge })),
);

type SpaceNavProps = {
  routes: readonly AppRoute[];
  onNavigate?: () => void;
  orientation?: 'vertical' | 'horizontal';
};

/**
 * The links of a space, the current page marked for sight and for screen readers (`aria-current`); a screen not
 * built yet says "bientôt" (it opens the page saying what it will offer and how to get the service meanwhile).
 */
export function SpaceNav({ routes, onNavigate, orientation = 'vertical' }: SpaceNavProps) {
  const { t } = useTranslation();
  return (
    <ul className={cn('flex gap-0.5', orientation === 'vertical' ? 'flex-col' : 'flex-row')}>
      {routes.map((entry) => (
        <li key={entry.id}>
          <NavLink
            to={entry.path}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground',
                isActive && 'bg-secondary font-semibold text-secondary-foreground',
              )
            }
          >
            {t(entry.titleKey)}
            {MESSAGES_ROUTES.has(entry.id) && (
              <Suspense fallback={null}>
                <UnreadBadge />
              </Suspense>
            )}
            {entry.status === 'construction' && (
              <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-normal text-muted-foreground">
                {t('common.soon')}
              </span>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
