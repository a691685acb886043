import { dialogFocused, renderWithProviders, reply, screen, stubNetwork, within } from '@fund/shared/test';
import { playerRow as player } from './fixtures';
import { OnboardingFormDialog } from './onboarding-form-dialog';

const FORM = 'GET /api/backoffice/users/2/onboarding-form/';

describe('OnboardingFormDialog', () => {
  it('shows every answer of the form in the one table: field, answer, a dash for an empty one', async () => {
    stubNetwork({
      [FORM]: {
        user: { id: 2, username: 'player' },
        submitted_at: '2026-11-20T10:00:00Z',
        payload: { birth_date: '1990-05-01', skrill_usd_email: '', no_skrill: true },
      },
    });
    renderWithProviders(<OnboardingFormDialog user={player} onClose={jest.fn()} />);
    await dialogFocused();
    const table = await screen.findByRole('table', { name: 'Анкета игрока player' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Поле', 'Ответ']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows).toEqual([
      ['birth_date', '1990-05-01'],
      ['skrill_usd_email', '—'],
      ['no_skrill', 'true'],
    ]);
  });

  it("a missing form shows the API's message, no table", async () => {
    stubNetwork({ [FORM]: reply(404, { detail: 'Анкета не заполнена.' }) });
    renderWithProviders(<OnboardingFormDialog user={player} onClose={jest.fn()} />);
    expect(await screen.findByText('Анкета не заполнена.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
