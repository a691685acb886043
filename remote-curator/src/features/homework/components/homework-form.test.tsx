import { ru } from '@fund/shared/i18n';
import {
  dialogFocused,
  markedRequired,
  renderWithProviders,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { t } from '../../../texts';
import { createHomework } from '../api/homework';
import { HomeworkForm } from './homework-form';

const save = () => screen.getByRole('button', { name: t.common.save });
/** The picker's local text of a day `days` from today at 18:30. */
const dayAt = (days: number) => dayjs().add(days, 'day').hour(18).minute(30).second(0).millisecond(0);
const pickerText = (days: number) => dayAt(days).format('YYYY-MM-DD HH:mm:ss');

describe('HomeworkForm', () => {
  it('requires a topic and a deadline', async () => {
    const network = stubNetwork({});
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <HomeworkForm
        title={t.homework.createTitle}
        initialValues={{ topic: '', deadline: null }}
        onClose={onClose}
        onSubmit={(values) => createHomework({ ...values, player_ids: [5] })}
      />,
    );
    await dialogFocused();
    await user.click(save());
    expect(await screen.findAllByText('Обязательное поле')).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: new RegExp(t.homework.topic) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(network.calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the topic and the deadline as an ISO timestamp for every picked student, then closes', async () => {
    const network = stubNetwork({ 'POST /api/homework/': [{ id: 1 }, { id: 2 }] });
    const onClose = jest.fn();
    const deadline = pickerText(4);
    const { user } = renderWithProviders(
      <HomeworkForm
        title={t.homework.createTitle}
        initialValues={{ topic: '', deadline }}
        onClose={onClose}
        onSubmit={(values) => createHomework({ ...values, player_ids: [5, 6] })}
      />,
    );
    await dialogFocused();
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.homework.topic) }), 'Разбор 3-бетов');
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('POST /api/homework/')).toEqual([
      { topic: 'Разбор 3-бетов', deadline: dayAt(4).toDate().toISOString(), player_ids: [5, 6] },
    ]);
  });

  it('the picker offers today to a year ahead: yesterday is disabled', async () => {
    stubNetwork({});
    const { user } = renderWithProviders(
      <HomeworkForm
        title={t.homework.createTitle}
        initialValues={{ topic: 'Разбор', deadline: pickerText(0) }}
        onClose={jest.fn()}
        onSubmit={jest.fn()}
      />,
    );
    await dialogFocused();
    await user.click(screen.getByTestId('homework-deadline'));
    const day = (days: number) =>
      screen.getByRole('button', { name: dayAt(days).locale('ru').format('D MMMM YYYY') });
    expect(day(-1)).toHaveAttribute('data-disabled', 'true');
    expect(day(0)).not.toHaveAttribute('data-disabled');
  });

  it('an edit keeps a deadline that has passed (unchanged, it is not checked against the range)', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(
      <HomeworkForm
        title={t.homework.editTitle}
        initialValues={{ topic: 'Разбор', deadline: pickerText(-10) }}
        onClose={jest.fn()}
        onSubmit={onSubmit}
      />,
    );
    await dialogFocused();
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(ru.validation.deadlineRange)).not.toBeInTheDocument();
  });
});

test('the topic and the deadline are marked required (issue 35)', async () => {
  stubNetwork({});
  renderWithProviders(
    <HomeworkForm
      title={t.homework.createTitle}
      initialValues={{ topic: '', deadline: null }}
      onClose={() => undefined}
      onSubmit={jest.fn()}
    />,
  );
  await dialogFocused();
  expect(markedRequired(t.homework.topic)).toBe(true);
  expect(markedRequired(t.homework.deadline, 'button')).toBe(true);
});
