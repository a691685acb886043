import { Modal, Notification, Pagination, PasswordInput } from '@mantine/core';
import { renderWithProviders, screen } from '../test';

describe('theme names for icon-only controls', () => {
  it('names the pagination arrows in Russian', () => {
    renderWithProviders(<Pagination total={5} value={2} onChange={() => {}} withEdges />);
    for (const name of [
      'Первая страница',
      'Предыдущая страница',
      'Следующая страница',
      'Последняя страница',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('names the dialog close button', () => {
    renderWithProviders(
      <Modal opened onClose={() => {}} title="Диалог">
        текст
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });

  it('names the toast close button', () => {
    renderWithProviders(<Notification title="Готово">Сохранено</Notification>);
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });

  it('names the password visibility toggle in Russian, not English', () => {
    renderWithProviders(<PasswordInput label="Пароль" visibilityToggleFocusable />);
    expect(screen.getByRole('button', { name: 'Показать введённые символы' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Toggle password visibility')).not.toBeInTheDocument();
  });
});
