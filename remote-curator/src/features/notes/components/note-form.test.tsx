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
    expect(screen.getByRole('textbox', { name: new RegExp(t.notes.text) })).toHaveValue('старый текст');
    await dialogFocused();
    await user.click(save());
    expect(await screen.findByText('Тип заметки не найден.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
