import type { ReactNode } from 'react';

/** Fills the screen while nothing else can be shown (session check, session error). */
export function FullScreenStatus({ children }: { children: ReactNode }) {
  return <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">{children}</div>;
}
