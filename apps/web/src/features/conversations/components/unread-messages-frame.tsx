import type { ReactNode } from 'react';

/** The box of the dashboards' unread-messages link, shared with its placeholder so that nothing moves when it loads. */
export const UNREAD_LINK_BOX =
  'flex h-full min-h-11 items-center gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The link's two lines: the count, then « Ouvrir la messagerie ». */
export function UnreadMessagesLines({ count, open }: { count: ReactNode; open: ReactNode }) {
  return (
    <span className="flex flex-col gap-0.5">
      <span className="font-semibold" aria-live="polite">
        {count}
      </span>
      <span className="text-sm text-primary">{open}</span>
    </span>
  );
}
