import { api } from '@fund/shared/api';
import { createTestQueryClient, fireEvent, renderWithProviders, screen } from '@fund/shared/test';
import { dashboardKeys } from '../../../api/keys';
import { card } from '../../../test/fixtures';
import { twoFactorKey } from '../api/step-up';
import { PayoutDialog, ReviewDialog } from './user-dialogs';

afterEach(() => jest.restoreAllMocks());

function client(cards = [card()]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(dashboardKeys.cards(), cards);
  queryClient.setQueryData(dashboardKeys.payoutInfo(), {
    payout: '0',
    personal_share: '50',
    total: '0',
    min_personalfunds: '0',
  } as never);
  queryClient.setQueryData(twoFactorKey(), { enabled: false, recovery_codes_left: 0 });
  return queryClient;
}

describe('Запросить расчёт', () => {
  it('with no rooms, Отправить says why instead of doing nothing', async () => {
    const post = jest.spyOn(api, 'post');
    const { user } = renderWithProviders(<PayoutDialog onClose={() => undefined} />, {
      queryClient: client([]),
    });
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByTestId('payout-error')).toHaveTextContent('Нет аккаунтов в румах');
    expect(post).not.toHaveBeenCalled();
  });
});

describe('Оставить отзыв', () => {
  it('a review over 1000 characters is not cut silently: the form says so', async () => {
    const post = jest.spyOn(api, 'post');
    const { user } = renderWithProviders(<ReviewDialog onClose={() => undefined} />, {
      queryClient: client(),
    });
    const box = screen.getByRole('textbox', { name: 'Отзыв' });
    fireEvent.change(box, { target: { value: 'а'.repeat(1200) } });
    expect((box as HTMLTextAreaElement).value).toHaveLength(1200);
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Максимум 1000 символов')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
