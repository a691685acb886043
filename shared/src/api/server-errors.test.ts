import { notifications } from '@mantine/notifications';
import { FetchError } from 'ofetch';
import { showServerErrors } from './index';

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
    showServerErrors(refused(400, { success: false, error: { amount: ['Слишком много'] } }), form.target);
    expect(form.errors).toEqual({ amount: 'Слишком много' });
    expect(show).not.toHaveBeenCalled();
  });

  it('toasts the messages of fields the form does not have', () => {
    const form = formWith({ amount: '' });
    showServerErrors(
      refused(400, { success: false, error: { amount: ['Слишком много'], account_record: ['Нет счёта'] } }),
      form.target,
    );
    expect(form.errors).toEqual({ amount: 'Слишком много' });
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]?.[0]).toMatchObject({ color: 'red', message: 'Нет счёта' });
  });

  it('toasts a business error (error.text) and anything without a form', () => {
    const form = formWith({ amount: '' });
    showServerErrors(refused(400, { success: false, error: { text: ['Счёт не найден.'] } }), form.target);
    showServerErrors(refused(409, { success: false, error: { text: ['Уже обработан.'] } }));
    expect(form.errors).toEqual({});
    expect(show.mock.calls.map(([n]) => n.message)).toEqual(['Счёт не найден.', 'Уже обработан.']);
  });

  it('leaves a 401 to the session', () => {
    showServerErrors(refused(401, { detail: 'Нет доступа' }), formWith({}).target);
    expect(show).not.toHaveBeenCalled();
  });
});
