import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Resolver } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { lazyResolver } from '../lib/lazy-resolver';
import { createQueryClient } from '../lib/query-client';
import { FormError } from './form-error';
import { Button } from './ui/button';

const OFFLINE = 'Pas de connexion internet. Vérifiez votre connexion puis réessayez.';

type Values = { name: string };

beforeAll(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(cleanup);

/** A form as the app's are: a lazily downloaded resolver, a mutation, `FormError` above the button. */
function TestForm({
  form,
  send,
}: {
  form: ReturnType<typeof lazyResolver<Values, Values>>;
  send: () => Promise<void>;
}) {
  const save = useMutation({ mutationFn: send });
  const { register, handleSubmit } = useForm<Values>({ resolver: form.resolver, defaultValues: { name: 'Aïcha' } });
  return (
    <form noValidate onSubmit={handleSubmit(async () => save.mutateAsync().catch(() => undefined))}>
      <input aria-label="Nom" {...register('name')} />
      <FormError error={save.error} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Envoi…' : 'Envoyer'}
      </Button>
    </form>
  );
}

function renderForm(form: ReturnType<typeof lazyResolver<Values, Values>>, send: () => Promise<void>) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TestForm form={form} send={send} />
    </QueryClientProvider>,
  );
}

const accept: Resolver<Values, unknown, Values> = (values) => ({ values, errors: {} });

describe('a form offline', () => {
  it('says « Pas de connexion internet » when its validation code cannot be downloaded, and sends nothing', async () => {
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve(accept) : Promise.reject(new TypeError('Failed to fetch'))));
    const send = vi.fn(() => Promise.resolve());
    renderForm(lazyResolver(load), send);

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect((await screen.findByRole('alert')).textContent).toContain(OFFLINE);
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Envoyer' }).hasAttribute('disabled')).toBe(false);

    // Back online: the code is downloaded again at once, and the message goes.
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // The download and the re-render take a few microtasks (more on a busy machine): wait for them.
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(load).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after a request lost on the network: the message, the button back, and a retry only when asked', async () => {
    const send = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new ApiError({ status: 0, code: null }))
      .mockResolvedValueOnce(undefined);
    renderForm(
      lazyResolver(() => Promise.resolve(accept)),
      send,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(OFFLINE);
    expect(screen.getByRole('button', { name: 'Envoyer' }).hasAttribute('disabled')).toBe(false);
    expect(send).toHaveBeenCalledOnce();

    // Never repeated on its own, even when the network comes back.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(send).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows no retry button outside a form (the action’s own button is the retry)', () => {
    render(<FormError error={new ApiError({ status: 0, code: null })} />);
    expect(screen.getByRole('alert').textContent).toBe(OFFLINE);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
