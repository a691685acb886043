import { ru } from '@fund/shared/i18n';
import {
  badRequest,
  refusal,
  renderWithProviders,
  reply,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { notifications } from '@mantine/notifications';
import { DRAFT_KEY, initialValues, type WizardValues } from '../form-model';
import { accounts } from '../test/fixtures';
import { OnboardingWizardForm } from './onboarding-wizard';

// Steps 4 and 5 (the survey, questions 1-5 and 6-10) and the submit of the whole wizard.
const t = ru.onboarding;
const countries = [{ id: 2, name: 'Казахстан' }];
const regions = [{ id: 5, description: 'Европа' }];

/** Steps 1-3 filled as a player would; the survey answers as given. */
function filled(answers: string[]): WizardValues {
  const blank = initialValues(accounts);
  return {
    ...blank,
    birthday: '21.07.1998',
    telegram: '@newbie',
    residence_country_id: 2,
    skrill_usd: 'usd@example.com',
    skrill_eur: 'eur@example.com',
    skrill_residence_id: 5,
    rooms: blank.rooms.map((room) => ({
      ...room,
      email: 'gg@example.com',
      balance: 150.5,
      screenshot: 'https://img.example.com/gg.png',
    })),
    survey: blank.survey.map((item, i) => ({ ...item, answer: answers[i] ?? '' })),
  };
}

/** Opens the wizard on a step (0-based) through its session draft, as after a reload. */
function wizardAt(step: number, values: WizardValues, onSubmitted = jest.fn()) {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step, values }));
  return {
    onSubmitted,
    ...renderWithProviders(
      <OnboardingWizardForm
        accounts={accounts}
        countries={countries}
        regions={regions}
        onSubmitted={onSubmitted}
      />,
    ),
  };
}

const question = (n: number) => screen.getByLabelText(new RegExp(`^${n}\\. `));
const tenAnswers = Array.from({ length: 10 }, (_, i) => `Ответ ${i + 1}`);

beforeEach(() => sessionStorage.clear());

describe('onboarding steps 4 and 5: the survey', () => {
  it('step 4 shows questions 1-5, step 5 questions 6-10 and the submit button instead of «Дальше»', async () => {
    const network = stubNetwork({});
    const { user } = wizardAt(3, filled([]));
    for (const n of [1, 2, 3, 4, 5]) expect(question(n)).toHaveValue('');
    expect(screen.getByText(`1. ${t.survey[0]}`)).toBeInTheDocument();
    expect(screen.getByText(`5. ${t.survey[4]}`)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^6\. /)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.submit })).not.toBeInTheDocument();

    // Survey steps have no gate: «Дальше» goes on with empty answers, they are checked on submit.
    await user.click(screen.getByRole('button', { name: t.next }));
    for (const n of [6, 7, 8, 9, 10])
      expect(await screen.findByLabelText(new RegExp(`^${n}\\. `))).toBeEnabled();
    expect(screen.queryByLabelText(/^1\. /)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.next })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
    expect(screen.getByRole('button', { name: t.back })).toBeEnabled();
    expect(screen.queryByText(ru.validation.answerRequired)).not.toBeInTheDocument();
    expect(network.calls).toEqual([]);
  });

  it('submit with an empty answer on step 5 stays there and marks only that answer', async () => {
    const network = stubNetwork({});
    const answers = [...tenAnswers];
    answers[7] = '   ';
    const { user, onSubmitted } = wizardAt(4, filled(answers));
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(ru.validation.answerRequired)).toBeInTheDocument();
    expect(screen.getAllByText(ru.validation.answerRequired)).toHaveLength(1);
    expect(question(8)).toHaveAttribute('aria-invalid', 'true');
    expect(question(7)).not.toHaveAttribute('aria-invalid', 'true');
    expect(network.calls).toEqual([]);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('an empty answer on step 4 takes the submit back to step 4 with the message', async () => {
    const network = stubNetwork({});
    const answers = [...tenAnswers];
    answers[1] = '';
    const { user } = wizardAt(4, filled(answers));
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(ru.validation.answerRequired)).toBeInTheDocument();
    expect(question(2)).toHaveAttribute('aria-invalid', 'true');
    expect(question(2)).toHaveAccessibleDescription(ru.validation.answerRequired);
    expect(screen.queryByLabelText(/^6\. /)).not.toBeInTheDocument();
    expect(network.calls).toEqual([]);
  });

  it('a missing room balance found on submit takes the wizard back to step 3', async () => {
    const network = stubNetwork({});
    const values = filled(tenAnswers);
    values.rooms = values.rooms.map((room) => ({ ...room, balance: '' }));
    const { user } = wizardAt(4, values);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByTestId('room-14')).toHaveTextContent(ru.validation.required);
    expect(screen.getByLabelText(t.balance)).toHaveAttribute('aria-invalid', 'true');
    expect(network.calls).toEqual([]);
  });

  it('answers typed on steps 4 and 5 are sent with the whole form (birthday as ISO), then the draft goes', async () => {
    const network = stubNetwork({ 'POST /api/users/newplayerformv2/': { form_completed: true } });
    const { user, onSubmitted } = wizardAt(3, filled([]));
    for (const n of [1, 2, 3, 4, 5]) await user.type(question(n), `Ответ ${n}`);
    await user.click(screen.getByRole('button', { name: t.next }));
    for (const n of [6, 7, 8, 9, 10])
      await user.type(await screen.findByLabelText(new RegExp(`^${n}\\. `)), `Ответ ${n}`);
    await user.click(screen.getByRole('button', { name: t.submit }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(network.sent('POST /api/users/newplayerformv2/')).toEqual([
      {
        birthday: '1998-07-21',
        telegram: '@newbie',
        residence_country_id: 2,
        no_skrill: false,
        skrill_usd: 'usd@example.com',
        skrill_eur: 'eur@example.com',
        skrill_residence_id: 5,
        rooms: [
          {
            room_id: 14,
            room_account_id: 1,
            account_record_id: 11,
            hasEmail: true,
            room_account_name: 'NewbieGG',
            email: 'gg@example.com',
            // Money leaves the form as an exact decimal string, never a float.
            balance: '150.5',
            screenshot: 'https://img.example.com/gg.png',
          },
        ],
        survey: t.survey.map((q, i) => ({ question: q, answer: `Ответ ${i + 1}` })),
      },
    ]);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(network.unhandled).toEqual([]);
  });

  it("the server's field message for a room's e-mail opens step 3 with it; nothing is cleared", async () => {
    const network = stubNetwork({
      'POST /api/users/newplayerformv2/': badRequest({ 'rooms.0.email': ['Этот e-mail уже занят'] }),
    });
    const show = jest.spyOn(notifications, 'show');
    const { user, onSubmitted } = wizardAt(4, filled(tenAnswers));
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('Этот e-mail уже занят')).toBeInTheDocument();
    // Placed on its field by the one shared mapper, not also toasted.
    expect(show).not.toHaveBeenCalled();
    show.mockRestore();
    expect(screen.getByLabelText(t.email)).toHaveValue('gg@example.com');
    expect(network.sent('POST /api/users/newplayerformv2/')).toHaveLength(1);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });

  it('a refusal without a field is toasted and the wizard stays on its step', async () => {
    stubNetwork({
      'POST /api/users/newplayerformv2/': reply(409, refusal(['Анкета уже отправлена'])),
    });
    const show = jest.spyOn(notifications, 'show');
    const { user, onSubmitted } = wizardAt(4, filled(tenAnswers));
    await user.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Анкета уже отправлена' })),
    );
    expect(screen.getByRole('button', { name: t.submit })).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
    show.mockRestore();
  });
});
