import { useAuthStore } from '@fund/shared/auth';
import type { NoteRow } from '@fund/shared/schemas/curator';
import {
  dialogFocused,
  renderWithProviders,
  reply,
  screen,
  stubNetwork,
  waitFor,
  within,
} from '@fund/shared/test';
import { t } from '../../../texts';
import { NotesSection } from './notes-section';

// The notes of the selected students: the delete question and the edit dialog of the section.
const TYPES = [
  { id: 1, name: 'Разбор раздачи', color: 'blue' },
  { id: 2, name: 'Организационное', color: 'grape' },
];
const note = (id: number, createdBy: string, text: string): NoteRow => ({
  id,
  text,
  note_type: TYPES[0] as NoteRow['note_type'],
  username: 'player',
  player_id: 3,
  created_by: createdBy,
  created_datetime: '2026-11-01T10:00:00Z',
  updated_by: null,
  updated_datetime: null,
});
const NOTES = [note(1, 'curator', 'Моя заметка'), note(2, 'other.curator', 'Чужая заметка')];

beforeEach(() => useAuthStore.setState({ profile: { username: 'curator' } }));
afterEach(() => useAuthStore.setState({ profile: null }));

const card = (text: string) => screen.getByText(text).closest('[data-testid="note"]') as HTMLElement;

function section(routes: Record<string, unknown> = {}) {
  const network = stubNetwork({
    'GET /api/notes/types/': TYPES,
    'GET /api/notes/': reply(200, { success: true, data: NOTES, count: 2 }),
    ...routes,
  });
  return { network, ...renderWithProviders(<NotesSection players={[3]} />) };
}

describe('NotesSection', () => {
  it("only the author's note can be changed", async () => {
    section();
    expect(await screen.findByText('Моя заметка')).toBeInTheDocument();
    expect(within(card('Моя заметка')).getByRole('button', { name: t.common.delete })).toBeInTheDocument();
    expect(
      within(card('Чужая заметка')).queryByRole('button', { name: t.common.delete }),
    ).not.toBeInTheDocument();
  });

  it('delete asks first: «Отмена» sends nothing, confirming deletes that note and reloads the list', async () => {
    const { network, user } = section({ 'DELETE /api/notes/1/': { id: 1 } });
    await screen.findByText('Моя заметка');
    await user.click(within(card('Моя заметка')).getByRole('button', { name: t.common.delete }));
    const question = await screen.findByTestId('confirm-dialog');
    expect(question).toHaveTextContent(t.common.confirmDelete);
    await user.click(within(question).getByRole('button', { name: t.common.cancel }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(network.sent('DELETE /api/notes/1/')).toEqual([]);

    const listed = network.sent('GET /api/notes/').length;
    await user.click(within(card('Моя заметка')).getByRole('button', { name: t.common.delete }));
    await user.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: t.common.delete }),
    );
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(network.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/notes/1/']);
    await waitFor(() => expect(network.sent('GET /api/notes/').length).toBeGreaterThan(listed));
  });

  it('edit opens the note in the form and saves it with PUT; «Добавить» creates it for the selected students', async () => {
    const { network, user } = section({
      'PUT /api/notes/1/': note(1, 'curator', 'Моя заметка, дополненная'),
      'POST /api/notes/': [note(3, 'curator', 'Новая')],
    });
    await screen.findByText('Моя заметка');
    await user.click(within(card('Моя заметка')).getByRole('button', { name: t.notes.edit }));
    await dialogFocused();
    const text = screen.getByRole('textbox', { name: new RegExp(t.notes.text) });
    expect(text).toHaveValue('Моя заметка');
    await user.type(text, ', дополненная');
    await user.click(screen.getByRole('button', { name: t.common.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.sent('PUT /api/notes/1/')).toEqual([{ note_type: 1, text: 'Моя заметка, дополненная' }]);

    await user.click(screen.getByRole('button', { name: t.notes.add }));
    await dialogFocused();
    expect(screen.getByRole('textbox', { name: new RegExp(t.notes.text) })).toHaveValue('');
    await user.click(screen.getByRole('combobox', { name: new RegExp(t.notes.type) }));
    await user.click(await screen.findByRole('option', { name: 'Организационное' }));
    await user.type(screen.getByRole('textbox', { name: new RegExp(t.notes.text) }), 'Новая');
    await user.click(screen.getByRole('button', { name: t.common.save }));
    await waitFor(() =>
      expect(network.sent('POST /api/notes/')).toEqual([{ note_type: 2, text: 'Новая', player_ids: [3] }]),
    );
  });
});
