import { ru } from '@fund/shared/i18n';
import type { StatField } from '@fund/shared/schemas/curator';
import { badRequest, renderWithProviders, screen, stubNetwork, waitFor, within } from '@fund/shared/test';
import { t } from '../../../texts';
import { createStat } from '../api/stats';
import { StatForm } from './stat-form';

const fields: StatField[] = [
  { id: 12, name: 'VPIP', category: { id: 1, name: 'Префлоп' } },
  { id: 13, name: 'PFR', category: { id: 1, name: 'Префлоп' } },
  { id: 20, name: 'WTSD', category: { id: 2, name: 'Постфлоп' } },
];

function form({ disabled = false, onSubmit = createStat } = {}) {
  return renderWithProviders(
    <StatForm fields={fields} player={3} revision={2} disabled={disabled} onSubmit={onSubmit} />,
  );
}
const add = () => screen.getByRole('button', { name: t.stats.add });
const field = (name: string) => screen.getByRole('textbox', { name });

describe('StatForm', () => {
  it('groups the fields by category in the order of the API', () => {
    stubNetwork({});
    form();
    const box = screen.getByTestId('stat-form');
    expect(within(box).getByText('Префлоп')).toBeInTheDocument();
    expect(within(box).getByText('Постфлоп')).toBeInTheDocument();
    expect(
      within(box)
        .getAllByRole('textbox')
        .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['VPIP', 'PFR', 'WTSD']);
  });

  it('refuses an empty form: at least one value', async () => {
    const network = stubNetwork({});
    const { user } = form();
    await user.click(add());
    expect(await screen.findByText(ru.validation.atLeastOneValue)).toBeInTheDocument();
    expect(network.calls).toEqual([]);
  });

  it('refuses a value that is not a number, under its field', async () => {
    const network = stubNetwork({});
    const { user } = form();
    await user.type(field('VPIP'), '25,5%');
    await user.click(add());
    expect(await screen.findByText(ru.validation.number)).toBeInTheDocument();
    expect(field('VPIP')).toHaveAttribute('aria-invalid', 'true');
    expect(field('PFR')).not.toHaveAttribute('aria-invalid', 'true');
    expect(network.calls).toEqual([]);
  });

  it('sends only the filled fields as numbers with the player and the revision, then clears', async () => {
    const network = stubNetwork({ 'POST /api/stats/': { id: 99 } });
    const { user } = form();
    await user.type(field('VPIP'), ' 25.5 ');
    await user.type(field('WTSD'), '0');
    await user.click(add());
    await waitFor(() => expect(field('VPIP')).toHaveValue(''));
    expect(network.sent('POST /api/stats/')).toEqual([
      { player_id: 3, revision: 2, values: { '12': 25.5, '20': 0 } },
    ]);
    expect(field('WTSD')).toHaveValue('');
  });

  it("puts the server's field message under its field and keeps the values", async () => {
    stubNetwork({ 'POST /api/stats/': badRequest({ 'values.13': ['Значение вне диапазона'] }) });
    const { user } = form();
    await user.type(field('PFR'), '250');
    await user.click(add());
    expect(await screen.findByText('Значение вне диапазона')).toBeInTheDocument();
    expect(field('PFR')).toHaveAttribute('aria-invalid', 'true');
    expect(field('PFR')).toHaveValue('250');
  });

  it('disabled in the settings: the fields and the button are off and it says why', () => {
    stubNetwork({});
    form({ disabled: true });
    expect(add()).toBeDisabled();
    for (const name of ['VPIP', 'PFR', 'WTSD']) expect(field(name)).toBeDisabled();
    expect(screen.getByText(t.stats.disabled)).toBeInTheDocument();
  });
});
