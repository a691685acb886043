import { renderWithProviders, screen } from '@fund/shared/test';
import { transfer } from '../../../test/fixtures';
import { ConfirmDialog } from './confirm-dialog';

jest.mock('../api/capture', () => ({ uploadDialogCapture: jest.fn() }));

describe('Подтвердить: fee figures', () => {
  it('changing the % after Добавить комиссию clears the old Комиссия and К отправке', async () => {
    const { user } = renderWithProviders(
      <ConfirmDialog transfer={transfer()} virtual={false} onClose={() => undefined} />,
    );
    await user.click(screen.getByRole('button', { name: 'Добавить комиссию' }));
    expect(screen.getByTestId('amount-to-send')).toBeInTheDocument();
    const fee = screen.getByLabelText('Комиссия') as HTMLInputElement;
    const computed = fee.value;
    expect(computed).not.toBe('0');

    const percent = screen.getByLabelText('Комиссия, %');
    await user.clear(percent);
    await user.type(percent, '2');

    expect(screen.queryByTestId('amount-to-send')).not.toBeInTheDocument();
    expect(fee.value).not.toBe(computed);
    expect(fee.value).toBe('0');
  });
});
