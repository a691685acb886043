import { shellKeys } from '@fund/shared/query';
import {
  badRequest,
  dialogFocused,
  renderWithProviders,
  reply,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { backofficeKeys } from '../../../api/keys';
import { conflict } from './fixtures';
import { RejectDialog } from './reject-dialog';

const PATH = 'POST /api/backoffice/deposit-requests/5/reject/';

function open(onClose = jest.fn()) {
  const view = renderWithProviders(
    <RejectDialog
      queue="deposits"
      id={5}
      action="reject"
      title="Отклонить"
      submitLabel="Отклонить"
      summary="player · ACR · $123.45"
      onClose={onClose}
    />,
  );
  return { ...view, onClose, reason: () => screen.getByRole('textbox', { name: /Причина/ }) };
}
const submit = () => screen.getByRole('button', { name: 'Отклонить' });

describe('RejectDialog', () => {
  it('requires a reason (blank or spaces) and sends nothing', async () => {
    const network = stubNetwork({ [PATH]: { id: 5, status: 'rejected' } });
    const { user, reason } = open();
    await dialogFocused();
    await user.click(submit());
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    await user.type(reason(), '   ');
    await user.click(submit());
    expect(screen.getByText('Обязательное поле')).toBeInTheDocument();
    expect(network.sent(PATH)).toEqual([]);
  });

  it('sends the trimmed reason, refreshes the queue, the counts and the audit log, then closes', async () => {
    const network = stubNetwork({ [PATH]: { id: 5, status: 'rejected' } });
    const { user, reason, onClose, queryClient } = open();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await dialogFocused();
    await user.type(reason(), '  Нет скриншота ');
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(network.sent(PATH)).toEqual([{ reason: 'Нет скриншота' }]);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        backofficeKeys.lists('deposit-requests'),
        shellKeys.backofficeCounts(),
        backofficeKeys.lists('audit'),
      ]),
    );
  });

  it('puts a 400 field message on the field and stays open', async () => {
    stubNetwork({ [PATH]: badRequest({ reason: ['Причина — не больше 500 символов'] }) });
    const { user, reason, onClose } = open();
    await dialogFocused();
    await user.type(reason(), 'x');
    await user.click(submit());
    expect(await screen.findByText('Причина — не больше 500 символов')).toBeInTheDocument();
    expect(reason()).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a 409 says someone else acted, hides the action and refreshes the queue', async () => {
    stubNetwork({ [PATH]: reply(409, conflict('Запрос уже обработан.')) });
    const { user, reason, onClose, queryClient } = open();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await dialogFocused();
    await user.type(reason(), 'дубль');
    await user.click(submit());
    const alert = await screen.findByTestId('conflict');
    expect(alert).toHaveTextContent('Действие не выполнено');
    expect(alert).toHaveTextContent('Список обновлён.');
    expect(alert).toHaveTextContent('Запрос уже обработан.');
    expect(screen.queryByRole('button', { name: 'Отклонить' })).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: backofficeKeys.lists('deposit-requests') });
    const [, footerClose] = screen.getAllByRole('button', { name: 'Закрыть' });
    await user.click(footerClose as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });
});
