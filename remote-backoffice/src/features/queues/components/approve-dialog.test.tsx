import { dialogFocused, renderWithProviders, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { ApproveDialog } from './approve-dialog';

const PATH = 'POST /api/backoffice/cash-flows/4/approve/';

describe('ApproveDialog', () => {
  it.each([
    ['', {}],
    ['  сверено с выпиской ', { comment: 'сверено с выпиской' }],
  ])('comment %j → body %j', async (comment, body) => {
    const network = stubNetwork({ [PATH]: { id: 4, status: 'approved' } });
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <ApproveDialog queue="cash-flows" id={4} title="Одобрить" summary="player" onClose={onClose} />,
    );
    await dialogFocused();
    if (comment) await user.type(screen.getByRole('textbox', { name: /Комментарий/ }), comment);
    await user.click(screen.getByRole('button', { name: 'Одобрить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent(PATH)).toEqual([body]);
  });
});
