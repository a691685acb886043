import { ru } from '@fund/shared/i18n';
import { markedRequired, renderWithProviders, screen, stubNetwork, viewportWidth } from '@fund/shared/test';
import { accounts } from '../test/fixtures';
import { OnboardingWizardForm } from './onboarding-wizard';

const t = ru.onboarding;
const countries = [
  { id: 1, name: 'Россия' },
  { id: 2, name: 'Казахстан' },
];
const regions = [{ id: 5, description: 'Европа' }];

const wizard = () =>
  renderWithProviders(<OnboardingWizardForm accounts={accounts} countries={countries} regions={regions} />);
const next = () => screen.getByRole('button', { name: t.next });

// The wizard keeps a draft in session storage; each test starts without one.
beforeEach(() => sessionStorage.clear());

describe('OnboardingWizardForm', () => {
  it('step 1 does not advance without a valid birthday and a country', async () => {
    const network = stubNetwork({});
    const { user } = wizard();
    expect(screen.getByRole('button', { name: t.back })).toBeDisabled();
    await user.click(next());
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(2);

    await user.type(screen.getByLabelText(new RegExp(t.birthday)), '31.02.1998');
    await user.click(next());
    expect(await screen.findByText('Некорректная дата')).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(t.skrillUsd))).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(new RegExp(t.birthday)));
    await user.type(screen.getByLabelText(new RegExp(t.birthday)), '21.07.1998');
    await user.click(screen.getByRole('combobox', { name: new RegExp(t.country) }));
    await user.click(await screen.findByRole('option', { name: 'Казахстан' }));
    await user.click(next());
    expect(await screen.findByLabelText(new RegExp(t.skrillUsd))).toBeInTheDocument();
    expect(network.calls).toEqual([]);
  });

  it('step 2 refuses a bad e-mail, "no Skrill" disables its fields, Back keeps what was typed; step 3 lists the accounts', async () => {
    stubNetwork({});
    const { user } = wizard();
    await user.type(screen.getByLabelText(new RegExp(t.birthday)), '21.07.1998');
    await user.click(screen.getByRole('combobox', { name: new RegExp(t.country) }));
    await user.click(await screen.findByRole('option', { name: 'Россия' }));
    await user.click(next());

    await user.type(await screen.findByLabelText(new RegExp(t.skrillUsd)), 'alexey.smirnov');
    await user.click(next());
    expect(await screen.findByText('Некорректный e-mail')).toBeInTheDocument();

    await user.click(screen.getByLabelText(t.noSkrill));
    expect(screen.getByLabelText(new RegExp(t.skrillUsd))).toBeDisabled();
    expect(screen.getByLabelText(new RegExp(t.skrillEur))).toBeDisabled();

    await user.click(screen.getByRole('button', { name: t.back }));
    expect(screen.getByLabelText(new RegExp(t.birthday))).toHaveValue('21.07.1998');
    await user.click(next());
    await user.click(next());
    // Step 3: one block per account of the form, the nickname prefilled, e-mail only where asked.
    expect(await screen.findByTestId('room-14')).toHaveTextContent('GGPoker');
    expect(screen.getByDisplayValue('NewbieGG')).toBeInTheDocument();
    expect(screen.getByLabelText(t.email)).toBeInTheDocument();
  });
});

test('the personal and Skrill steps mark their required fields; «no Skrill» lifts the mark (issue 35)', async () => {
  stubNetwork({});
  const { user } = wizard();
  expect(markedRequired(t.birthday)).toBe(true);
  expect(markedRequired(t.country, 'combobox')).toBe(true);
  expect(markedRequired(t.telegram)).toBe(false);

  await user.type(screen.getByRole('textbox', { name: t.birthday }), '21.07.1998');
  await user.click(screen.getByRole('combobox', { name: t.country }));
  await user.click(await screen.findByRole('option', { name: 'Россия' }));
  await user.click(next());
  await screen.findByRole('textbox', { name: t.skrillUsd });
  expect(markedRequired(t.skrillUsd)).toBe(true);
  expect(markedRequired(t.skrillEur)).toBe(true);
  expect(markedRequired(t.skrillResidence, 'combobox')).toBe(true);
  await user.click(screen.getByLabelText(t.noSkrill));
  expect(markedRequired(t.skrillUsd)).toBe(false);
});

describe('on a phone the current step comes first (issue 42)', () => {
  let restore: () => void;
  afterEach(() => restore());

  it('at 390 px: «Шаг 1 из 5» and the step’s title on top, then its fields; no list of steps', () => {
    restore = viewportWidth(390);
    stubNetwork({});
    wizard();
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('Шаг 1 из 5');
    const title = screen.getByRole('heading', { name: t.steps[0] });
    const field = screen.getByRole('textbox', { name: t.birthday });
    expect(title.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const later of t.steps.slice(1)) expect(screen.queryByText(later)).not.toBeInTheDocument();
  });

  it('at 1280 px: the five steps listed as before', () => {
    restore = viewportWidth(1280);
    stubNetwork({});
    wizard();
    for (const step of t.steps) expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.queryByTestId('wizard-step')).not.toBeInTheDocument();
  });
});
