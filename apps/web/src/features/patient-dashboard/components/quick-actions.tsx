import { FileHeart, House, MessageSquare, Pill, Video, type LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The unread messages beside « Messages », live (loaded after the dashboard). */
const UnreadBadge = lazy(() =>
  import('../../conversations/components/unread-badge').then((m) => ({ default: m.UnreadBadge })),
);

const ACTIONS: readonly {
  key: 'homeVisit' | 'video' | 'eshop' | 'messages' | 'record';
  to: string;
  icon: LucideIcon;
}[] = [
  { key: 'homeVisit', to: '/appointment-type', icon: House },
  { key: 'video', to: '/patient/visioconsultations', icon: Video },
  { key: 'eshop', to: '/patient/eshop', icon: Pill },
  { key: 'messages', to: '/patient/messages', icon: MessageSquare },
  { key: 'record', to: '/patient/dossier', icon: FileHeart },
];

/** The patient's most frequent ways in, as large tap targets. */
export function QuickActions() {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="quick-actions-title" className="flex flex-col gap-3">
      <h2 id="quick-actions-title" className="text-lg font-semibold">
        {t('quickActions.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {ACTIONS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full min-h-24 flex-col items-start gap-2 rounded-xl border bg-card p-4 text-sm font-medium transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <span>
                {t(`quickActions.${key}`)}
                {key === 'messages' && (
                  <Suspense fallback={null}>
                    <UnreadBadge />
                  </Suspense>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
