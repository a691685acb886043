import { dialogFocused, renderWithProviders, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { t } from '../../../texts';
import { createHomework } from '../api/homework';
import { HomeworkForm } from './homework-form';

const save = () => screen.getByRole('button', { name: t.common.save });

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
    const deadline = '2026-12-01 18:30:00';
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
      { topic: 'Разбор 3-бетов', deadline: new Date(2026, 11, 1, 18, 30).toISOString(), player_ids: [5, 6] },
    ]);
  });
});
