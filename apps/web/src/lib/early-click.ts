/** Where a button tapped before the app ran is kept, for the app to tap again once it handles the page. */
const EARLY_CLICK_KEY = '__santeEarlyClick';
/** Set once React starts taking the page over: from then on React itself replays what is tapped. */
const MOUNTING_KEY = '__santeMounting';

function keep(event: MouseEvent): void {
  if (Reflect.get(window, MOUNTING_KEY)) {
    document.removeEventListener('click', keep, true);
    return;
  }
  const target = event.target instanceof Element ? event.target.closest('button') : null;
  // A submit button's form is kept by the head script (PENDING_SUBMIT_KEY); a link works without the app.
  if (target && target.type !== 'submit') Reflect.set(window, EARLY_CLICK_KEY, target);
}

/** On a page whose app waits for a first touch: the button that touch was for is not lost. */
export function keepEarlyClicks(): void {
  document.addEventListener('click', keep, true);
}

export function markMounting(): void {
  Reflect.set(window, MOUNTING_KEY, true);
}

/** The button tapped before the app ran, once (null when none, or when the page was rendered afresh since). */
export function takeEarlyClick(): HTMLButtonElement | null {
  const button: unknown = Reflect.get(window, EARLY_CLICK_KEY);
  Reflect.deleteProperty(window, EARLY_CLICK_KEY);
  return button instanceof HTMLButtonElement && button.isConnected ? button : null;
}
