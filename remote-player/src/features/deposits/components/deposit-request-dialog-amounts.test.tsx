import { api } from '@fund/shared/api';
import { createTestQueryClient, renderWithProviders, screen, waitFor } from '@fund/shared/test';
import { notifications } from '@mantine/notifications';
import { dashboardKeys } from '../../../api/keys';
import { card } from '../../../test/fixtures';
import { DepositRequestDialog } from './deposit-request-dialog';

afterEach(() => jest.restoreAllMocks());

function client() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(dashboardKeys.depositRequests(), []);
  return queryClient;
}

describe('amount fields of the room dialogs', () => {
  it('a money action says what happened', async () => {
    jest.spyOn(api, 'post').mockResolvedValue({ id: 1 });
    jest.spyOn(api, 'get').mockResolvedValue([]);
    const show = jest.spyOn(notifications, 'show');
    const { user } = renderWithProviders(<DepositRequestDialog card={card()} onClose={() => undefined} />, {
      queryClient: client(),
    });
    await user.type(screen.getByRole('textbox', { name: 'Сумма' }), '150');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Запрос депозита отправлен' })),
    );
  });

  it('Запросить депозит stops a huge amount with a Russian message, nothing sent', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ id: 1 });
    const { user } = renderWithProviders(<DepositRequestDialog card={card()} onClose={() => undefined} />, {
      queryClient: client(),
    });
    await user.type(screen.getByRole('textbox', { name: 'Сумма' }), '99999999999999999999');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(/Слишком большая сумма/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
