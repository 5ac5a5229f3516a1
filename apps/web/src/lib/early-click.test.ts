import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyClicks, markMounting, takeEarlyClick } from './early-click';

afterEach(() => {
  document.body.replaceChildren();
  Reflect.deleteProperty(window, '__santeMounting');
  takeEarlyClick();
});

function button(type: 'button' | 'submit', label: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = type;
  element.innerHTML = `<span>${label}</span>`;
  return document.body.appendChild(element);
}

describe('early clicks', () => {
  it('keeps the button tapped before the app ran (the tap on its icon counts), once', () => {
    keepEarlyClicks();
    const theme = button('button', 'Thème');
    theme.querySelector('span')?.click();
    expect(takeEarlyClick()).toBe(theme);
    expect(takeEarlyClick()).toBeNull();
  });

  it('leaves a submit button to the head script, and a button no longer in the page', () => {
    keepEarlyClicks();
    button('submit', 'Se connecter').click();
    expect(takeEarlyClick()).toBeNull();
    const gone = button('button', 'Menu');
    gone.click();
    gone.remove();
    expect(takeEarlyClick()).toBeNull();
  });

  it('stops once React takes the page over (it replays taps itself from then on)', () => {
    keepEarlyClicks();
    markMounting();
    button('button', 'Menu').click();
    expect(takeEarlyClick()).toBeNull();
  });
});
