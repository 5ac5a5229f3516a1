import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a submit that left errors (the form's own checks or the server's field errors), the first invalid field
 * is scrolled to the middle of the screen and focused: a field near the bottom of a long form would otherwise stay
 * under a sticky save bar, its message unseen. Give the form `shouldFocusError: false` so that react-hook-form does
 * not scroll it first. Once per submit: not again while the person corrects the fields.
 */
export function useRevealFirstError(submitCount: number, hasErrors: boolean): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    const field = hasErrors ? ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  }, [submitCount, hasErrors]);
  return ref;
}
