import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_DRAFT_KEY, emptyDraft, readDraft, writeDraft } from './booking-draft';
import { useBookingDraft } from './use-booking-draft';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Probe({ kind }: { kind: 'home_visit' | 'cabinet' | null }) {
  const { draft } = useBookingDraft(kind);
  return <p>{draft?.serviceId ?? 'none'}</p>;
}

describe('useBookingDraft', () => {
  it('keeps the stored draft while a pre-rendered page hydrates (a draft left in a closed tab survives)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe kind={null} />);
    document.body.append(container);
    writeDraft({ ...emptyDraft('home_visit'), serviceId: 'service-1' });
    await act(() => {
      hydrateRoot(container, <Probe kind={null} />);
      return Promise.resolve();
    });
    expect(readDraft()?.serviceId).toBe('service-1');
    expect(container.textContent).toBe('service-1');
    container.remove();
  });

  it('starts a fresh draft when none is stored, or when another kind of visit is asked for', async () => {
    render(<Probe kind="home_visit" />);
    expect(readDraft()?.kind).toBe('home_visit');
    cleanup();
    writeDraft({ ...emptyDraft('home_visit'), serviceId: 'service-1' });
    await act(() => {
      render(<Probe kind="cabinet" />);
      return Promise.resolve();
    });
    expect(readDraft()).toMatchObject({ kind: 'cabinet', serviceId: null });
    expect(localStorage.getItem(BOOKING_DRAFT_KEY)).not.toBeNull();
  });
});
