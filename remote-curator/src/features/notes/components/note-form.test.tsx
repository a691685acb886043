import {
  badRequest,
  dialogFocused,
  renderWithProviders,
  screen,
  stubNetwork,
  waitFor,
} from '@fund/shared/test';
import { t } from '../../../texts';
import { createNotes, updateNote } from '../api/notes';
import { NoteForm } from './note-form';

const TYPES = [
  { id: 1, name: 'Разбор раздачи' },
  { id: 2, name: 'Организационное' },
];
const blank = { note_type: null, text: '' };
const save = () => screen.getByRole('button', { name: t.common.save });

/** Note 3 (type 1) opened for editing. */
function editForm() {
  const onClose = jest.fn();
  const { user } = renderWithProviders(
    <NoteForm
      opened
      title={t.notes.editTitle}
      initialValues={{ note_type: 1, text: 'старый текст' }}
      onClose={onClose}
      onSubmit={(note) => updateNote(3, note)}
    />,
  );
  return { user, onClose };
}

describe('NoteForm', () => {
  it('requires a type and a text, then creates the note for the picked students', async () => {
    const network = stubNetwork({ 'GET /api/notes/types/': TYPES, 'POST /api/notes/': [{ id: 9 }] });
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <NoteForm
        opened
        title={t.notes.add}
        initialValues={blank}
        onClose={onClose}
        onSubmit={(note) => createNotes({ ...note, player_ids: [5, 6] })}
      />,
    );
    await dialogFocused();
    await user.click(save());
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(2);
    expect(network.sent('POST /api/notes/')).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: new RegExp(t.notes.type) }));
    await user.click(await screen.findByRole('option', { name: 'Организационное' }));
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.notes.text) }), 'Прийти на разбор');
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(network.sent('POST /api/notes/')).toEqual([
      { note_type: 2, text: 'Прийти на разбор', player_ids: [5, 6] },
    ]);
  });

  it("puts the server's field message on the field and stays open", async () => {
    stubNetwork({
      'GET /api/notes/types/': TYPES,
      'PUT /api/notes/3/': badRequest({ note_type: ['Тип заметки не найден.'] }),
    });
    const { user, onClose } = editForm();
    expect(screen.getByRole('textbox', { name: new RegExp(t.notes.text) })).toHaveValue('старый текст');
    await dialogFocused();
    await user.click(save());
    expect(await screen.findByText('Тип заметки не найден.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('clicking the already-picked type keeps it (issue 35 item 16), and the note saves', async () => {
    const network = stubNetwork({ 'GET /api/notes/types/': TYPES, 'PUT /api/notes/3/': { id: 3 } });
    const { user, onClose } = editForm();
    await dialogFocused();
    const type = screen.getByRole('combobox', { name: new RegExp(t.notes.type) });
    await waitFor(() => expect(type).toHaveValue('Разбор раздачи'));
    await user.click(type);
    await user.click(await screen.findByRole('option', { name: 'Разбор раздачи' }));
    expect(type).toHaveValue('Разбор раздачи');
    await user.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText('Обязательное поле')).not.toBeInTheDocument();
    expect(network.sent('PUT /api/notes/3/')).toEqual([{ note_type: 1, text: 'старый текст' }]);
  });
});
