import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` while the component is shown (countdowns, time-guarded buttons). */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
