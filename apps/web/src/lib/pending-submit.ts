import { PENDING_SUBMIT_KEY } from '@sante/shared/head-script';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * For a form of a pre-rendered page: if the visitor submitted it before the app's code ran (the head script
 * stopped the browser from sending it and kept it), it is submitted again once React handles it, with what was
 * typed. A page rendered afresh has replaced the form, which then no longer matches: nothing is sent.
 */
export function useSubmitPendingForm(): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form || Reflect.get(window, PENDING_SUBMIT_KEY) !== form) return;
    Reflect.deleteProperty(window, PENDING_SUBMIT_KEY);
    form.requestSubmit();
  }, []);
  return ref;
}
