import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { badRequest, refusal, renderWithProviders, reply, screen, stubNetwork, waitFor } from '../test';
import { api, useAction } from './index';

const PATH = '/api/things/';
const CHANGED = ['test', 'things'];
const OTHER = ['test', 'figures'];

/** A form with one field whose submit is one action, as the apps' dialogs use it. */
function ThingForm({ inDialog = false }: { inDialog?: boolean }) {
  const form = useForm({ initialValues: { amount: '' } });
  const action = useAction({
    request: (body: { amount: string }, options) => api.post<{ id: number }>(PATH, body, options),
    changes: [CHANGED],
    idempotent: true,
    form,
    success: 'Сохранено',
    dialog: inDialog ? { conflict: 'Уже обработано.', refreshed: 'Список обновлён.' } : undefined,
  });
  return (
    <form onSubmit={form.onSubmit((values) => action.mutate(values))}>
      <TextInput label="Сумма" {...form.getInputProps('amount')} />
      <button type="submit">Отправить</button>
      {action.alert && <p data-testid="alert">{action.alert}</p>}
      {action.conflict && <p data-testid="conflict">{action.conflict}</p>}
    </form>
  );
}

function render(inDialog = false) {
  const view = renderWithProviders(<ThingForm inDialog={inDialog} />);
  for (const key of [CHANGED, OTHER]) view.queryClient.setQueryData(key, { any: true });
  return view;
}
const invalidated = (client: QueryClient) =>
  [CHANGED, OTHER].map((key) => client.getQueryState(key)?.isInvalidated ?? false);
const submit = async (user: ReturnType<typeof render>['user'], amount = '10') => {
  await user.type(screen.getByRole('textbox', { name: 'Сумма' }), amount);
  await user.click(screen.getByRole('button', { name: 'Отправить' }));
};

describe('useAction', () => {
  let show: jest.SpyInstance;
  beforeEach(() => {
    show = jest.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => show.mockRestore());

  it('sends one request for a double click, with an Idempotency-Key; a success toasts and refreshes only its keys', async () => {
    let answer: () => void = () => undefined;
    const network = stubNetwork({
      [`POST ${PATH}`]: () => new Promise((resolve) => (answer = () => resolve({ id: 1 }))),
    });
    const { user, queryClient } = render();
    await user.type(screen.getByRole('textbox', { name: 'Сумма' }), '10');
    await user.dblClick(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(network.sent(`POST ${PATH}`)).toHaveLength(1));
    answer();
    await waitFor(() => expect(invalidated(queryClient)).toEqual([true, false]));
    expect(network.calls).toHaveLength(1);
    expect(network.calls[0]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'Сохранено' }));
  });

  it("puts a 400's field message on its field, without a toast or a refresh", async () => {
    stubNetwork({ [`POST ${PATH}`]: badRequest({ amount: ['Сумма больше допустимой.'] }) });
    const { user, queryClient } = render();
    await submit(user);
    expect(await screen.findByText('Сумма больше допустимой.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Сумма' })).toHaveAttribute('aria-invalid', 'true');
    expect(show).not.toHaveBeenCalled();
    expect(invalidated(queryClient)).toEqual([false, false]);
  });

  it('toasts a general message', async () => {
    stubNetwork({ [`POST ${PATH}`]: reply(400, refusal(['Счёт закрыт.'])) });
    const { user } = render();
    await submit(user);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Счёт закрыт.' })),
    );
  });

  it('a 404 (gone: deleted by someone else) toasts and refreshes what the action changes', async () => {
    stubNetwork({ [`POST ${PATH}`]: reply(404, refusal(['Не найдено.'])) });
    const { user, queryClient } = render();
    await submit(user);
    await waitFor(() => expect(invalidated(queryClient)).toEqual([true, false]));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Не найдено.' }));
  });

  it('in a dialog, a 409 is a conflict (no toast) and the lists refresh', async () => {
    const network = stubNetwork({ [`POST ${PATH}`]: reply(409, refusal(['Запрос уже обработан.'])) });
    const { user, queryClient } = render(true);
    await submit(user);
    expect(await screen.findByTestId('conflict')).toHaveTextContent('Запрос уже обработан. Список обновлён.');
    await waitFor(() => expect(invalidated(queryClient)).toEqual([true, false]));
    expect(show).not.toHaveBeenCalled();
    expect(network.calls).toHaveLength(1);
  });

  it('in a dialog, a refusal without a field of the form is its alert', async () => {
    stubNetwork({ [`POST ${PATH}`]: reply(400, refusal(['Счёт закрыт.'])) });
    const { user } = render(true);
    await submit(user);
    expect(await screen.findByTestId('alert')).toHaveTextContent('Счёт закрыт.');
    expect(screen.queryByTestId('conflict')).not.toBeInTheDocument();
    expect(show).not.toHaveBeenCalled();
  });
});
