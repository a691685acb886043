import {
  dialogFocused,
  renderWithProviders,
  reply,
  screen,
  stubNetwork,
  waitFor,
  within,
} from '@fund/shared/test';
import { playerRow as player } from './fixtures';
import { OnboardingFormDialog } from './onboarding-form-dialog';

const FORM = 'GET /api/backoffice/users/2/onboarding-form/';

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    );

describe('OnboardingFormDialog', () => {
  it('shows one row per question in words with its answer, ids as names, and the rooms as a table', async () => {
    stubNetwork({
      [FORM]: {
        user: { id: 2, username: 'player' },
        submitted_at: '2026-11-20T10:00:00Z',
        payload: {
          birthday: '1990-05-01',
          telegram: '',
          residence_country_id: 3,
          no_skrill: false,
          skrill_usd: 'usd@example.com',
          skrill_eur: 'eur@example.com',
          skrill_residence_id: 1,
          rooms: [
            {
              room_id: 14,
              account_record_id: 7,
              room_account_name: 'IvanGG',
              email: 'gg@example.com',
              balance: '150.00',
              screenshot: 'https://prnt.sc/gg',
            },
            {
              room_id: 23,
              account_record_id: 8,
              room_account_name: '',
              email: null,
              balance: '',
              screenshot: '',
            },
          ],
          survey: [
            { question: 'Как давно вы играете в покер?', answer: 'Пять лет' },
            { question: 'Как вы узнали о нашем фонде?', answer: 'От друга' },
          ],
        },
      },
      'GET /api/backoffice/users/2/accounts/': [
        {
          account_record_id: 7,
          account_record_name: 'IvanGG',
          room_id: 14,
          room_name: 'GGPoker',
          currency_name: 'USD',
          balance: '150.00',
          held: '0.00',
          available: '150.00',
        },
      ],
      'GET /api/geodata/countries/': [{ id: 3, name: 'Россия' }],
      'GET /api/users/residenceregions/': [{ id: 1, description: 'Европа' }],
    });
    renderWithProviders(<OnboardingFormDialog user={player} onClose={jest.fn()} />);
    await dialogFocused();
    const table = await screen.findByRole('table', { name: 'Анкета игрока player' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Поле', 'Ответ']);
    await waitFor(() => expect(table).toHaveTextContent('Россия'));
    await waitFor(() => expect(table).toHaveTextContent('Европа'));
    expect(cells(table)).toEqual([
      ['Дата рождения', '01.05.1990'],
      ['Страна проживания', 'Россия'],
      ['Telegram', '—'],
      ['Нет Skrill', 'Нет'],
      ['E-mail Skrill USD', 'usd@example.com'],
      ['E-mail Skrill EUR', 'eur@example.com'],
      ['Резидентство Skrill', 'Европа'],
      ['1. Как давно вы играете в покер?', 'Пять лет'],
      ['2. Как вы узнали о нашем фонде?', 'От друга'],
    ]);
    expect(table).not.toHaveTextContent('{');
    const rooms = screen.getByRole('table', { name: 'Румы анкеты' });
    await waitFor(() => expect(rooms).toHaveTextContent('GGPoker'));
    expect(cells(rooms)).toEqual([['GGPoker', 'IvanGG', 'gg@example.com', '150.00', 'https://prnt.sc/gg']]);
  });

  it("a missing form shows the API's message, no table", async () => {
    stubNetwork({ [FORM]: reply(404, { detail: 'Анкета не заполнена.' }) });
    renderWithProviders(<OnboardingFormDialog user={player} onClose={jest.fn()} />);
    expect(await screen.findByText('Анкета не заполнена.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
