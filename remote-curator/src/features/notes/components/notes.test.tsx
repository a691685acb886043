import { createTestQueryClient, fireEvent, renderWithProviders, screen } from '@fund/shared/test';
import { noteTypesQuery } from '../api/notes';
import { NoteCard } from './note-card';
import { NoteForm } from './note-form';

const note = {
  id: 1,
  text: 'x'.repeat(500),
  note_type: { id: 1, name: 'Игра', color: 'blue' },
  username: 'player',
  player_id: 3,
  created_by: 'curator',
  created_datetime: '2026-11-01T10:00:00Z',
  updated_by: null,
  updated_datetime: null,
};

describe('notes: author-only actions', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('canChange=%s shows %i edit button and as many delete buttons', (canChange, count) => {
    renderWithProviders(
      <NoteCard note={note} showStudent canChange={canChange} onEdit={jest.fn()} onDelete={jest.fn()} />,
    );
    expect(screen.queryAllByRole('button', { name: 'Изменить' })).toHaveLength(count);
    expect(screen.queryAllByRole('button', { name: 'Удалить' })).toHaveLength(count);
  });
});

describe('notes: long text', () => {
  it('500 unbroken characters wrap inside the card', () => {
    renderWithProviders(
      <NoteCard note={note} showStudent canChange onEdit={jest.fn()} onDelete={jest.fn()} />,
    );
    const text = screen.getByTestId('note-text');
    expect(text).toHaveStyle({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
  });

  it('pasting about 1 MB into the note box is bounded, and the form says the note is too long', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(noteTypesQuery().queryKey, [note.note_type]);
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <NoteForm
        opened
        title="Заметка"
        initialValues={{ note_type: 1, text: '' }}
        onClose={jest.fn()}
        onSubmit={onSubmit}
      />,
      { queryClient },
    );
    const box = screen.getByRole('textbox', { name: /Текст|Заметка/ }) as HTMLTextAreaElement;
    expect(box.maxLength).toBeGreaterThan(0);
    expect(box.maxLength).toBeLessThanOrEqual(10_000);
    fireEvent.change(box, { target: { value: 'я'.repeat(box.maxLength) } });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Заметка — не больше 5000 символов')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
