import { notifications } from '@mantine/notifications';
import { FetchError } from 'ofetch';
import { placeServerErrors, showServerErrors } from './index';

const refused = (status: number, data: unknown) => Object.assign(new FetchError('refused'), { status, data });

function formWith(values: object) {
  const errors: Record<string, string> = {};
  return {
    errors,
    target: { getValues: () => values, setFieldError: (f: string, m: string) => (errors[f] = m) },
  };
}

describe('showServerErrors: a silent request refused', () => {
  let show: jest.SpyInstance;
  beforeEach(() => {
    show = jest.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => show.mockRestore());

  it("puts a 400's field messages on the form's fields, without a toast", () => {
    const form = formWith({ amount: '', comment: '' });
    showServerErrors(
      refused(400, { success: false, error: { messages: [], fields: { amount: ['Слишком много'] } } }),
      form.target,
    );
    expect(form.errors).toEqual({ amount: 'Слишком много' });
    expect(show).not.toHaveBeenCalled();
  });

  it('toasts the messages of fields the form does not have', () => {
    const form = formWith({ amount: '' });
    showServerErrors(
      refused(400, {
        success: false,
        error: { messages: [], fields: { amount: ['Слишком много'], account_record: ['Нет счёта'] } },
      }),
      form.target,
    );
    expect(form.errors).toEqual({ amount: 'Слишком много' });
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]?.[0]).toMatchObject({ color: 'red', message: 'Нет счёта' });
  });

  it("puts a refusal of a field named text under it (the refusal's general messages are apart)", () => {
    const form = formWith({ text: '' });
    showServerErrors(
      refused(400, { success: false, error: { messages: [], fields: { text: ['Максимум 5000 символов'] } } }),
      form.target,
    );
    expect(form.errors).toEqual({ text: 'Максимум 5000 символов' });
    expect(show).not.toHaveBeenCalled();
  });

  it('toasts a business error (messages) and anything without a form', () => {
    const form = formWith({ amount: '' });
    showServerErrors(
      refused(400, { success: false, error: { messages: ['Счёт не найден.'], fields: {} } }),
      form.target,
    );
    showServerErrors(refused(409, { success: false, error: { messages: ['Уже обработан.'], fields: {} } }));
    expect(form.errors).toEqual({});
    expect(show.mock.calls.map(([n]) => n.message)).toEqual(['Счёт не найден.', 'Уже обработан.']);
  });

  it('leaves a 401 to the session', () => {
    showServerErrors(refused(401, { detail: 'Нет доступа' }), formWith({}).target);
    expect(show).not.toHaveBeenCalled();
  });
});

describe('placeServerErrors: the one 400 → form mapping', () => {
  it('places nested paths the form has and returns the rest', () => {
    const form = formWith({ items: [{ amount: '' }, { amount: '' }], comment: '' });
    const rest = placeServerErrors(
      refused(400, {
        success: false,
        error: {
          messages: ['Проверьте суммы'],
          fields: { 'items.1.amount': ['Больше баланса'], student_id: ['Нет игрока'] },
        },
      }),
      form.target,
    );
    expect(form.errors).toEqual({ 'items.1.amount': 'Больше баланса' });
    expect(rest).toEqual(['Проверьте суммы', 'Нет игрока']);
  });

  it('places nothing for a path the form lacks, and nothing but a 400', () => {
    const form = formWith({ items: [{ amount: '' }] });
    expect(
      placeServerErrors(
        refused(400, { success: false, error: { messages: [], fields: { 'items.3.amount': ['Нет'] } } }),
        form.target,
      ),
    ).toEqual(['Нет']);
    expect(
      placeServerErrors(
        refused(409, { success: false, error: { messages: ['Уже обработан.'], fields: {} } }),
        form.target,
      ),
    ).toEqual(['Уже обработан.']);
    expect(form.errors).toEqual({});
  });
});
