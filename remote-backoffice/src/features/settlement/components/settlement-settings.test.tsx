import { refusal, renderWithProviders, reply, screen, stubNetwork, waitFor, within } from '@fund/shared/test';
import { SettlementSettingsSection } from './settlement-settings';

const GET = 'GET /api/backoffice/settlement/settings/';
const SAVE = 'POST /api/backoffice/settlement/settings/';

describe('settlement settings', () => {
  it('shows the days, refuses 0 before sending, saves 7', async () => {
    const network = stubNetwork({ [GET]: { dispute_days: 3 }, [SAVE]: { dispute_days: 7 } });
    const { user } = renderWithProviders(<SettlementSettingsSection />);
    expect(await screen.findByText('Дней на ответ по выписке: 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: /Дней на ответ/ });
    await user.clear(field);
    await user.type(field, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Срок ответа — целое число дней от 1 до 60.')).toBeInTheDocument();
    expect(network.sent(SAVE)).toEqual([]);
    await user.clear(field);
    await user.type(field, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.sent(SAVE)).toEqual([{ dispute_days: 7 }]);
  });

  it('the API’s refusal lands on the field', async () => {
    stubNetwork({
      [GET]: { dispute_days: 3 },
      [SAVE]: reply(400, refusal([], { dispute_days: ['Срок ответа — целое число дней от 1 до 60.'] })),
    });
    const { user } = renderWithProviders(<SettlementSettingsSection />);
    await user.click(await screen.findByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Срок ответа — целое число дней от 1 до 60.')).toBeInTheDocument();
  });
});
