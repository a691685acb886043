import { HH_LIMITS, HH_TEXT, type HhExpected } from '@fund/shared/schemas/uploads';
import {
  type Call,
  dialogFocused,
  fireEvent,
  refusal,
  renderWithProviders,
  reply,
  screen,
  stubNetwork,
  waitFor,
  within,
} from '@fund/shared/test';
import { notifications } from '@mantine/notifications';
import { HandUploadDialog } from './hand-upload-dialog';

// The monthly hand upload: H2N and the GG screenshots outstanding, the GG hands and summaries
// already received.
const expected: HhExpected = {
  period: '2026-10',
  h2n: true,
  ggnetwork: false,
  ggsummary: false,
  ggscreen: true,
};
const BEFORE_5TH = () => new Date(2026, 10, 3, 12, 0);
const AFTER_5TH = () => new Date(2026, 10, 10, 12, 0);

function dialog(now = BEFORE_5TH) {
  const onClose = jest.fn();
  return {
    onClose,
    ...renderWithProviders(<HandUploadDialog opened expected={expected} onClose={onClose} now={now} />),
  };
}
const rows = () => screen.getAllByTestId('upload-row');
const row = (label: string) => {
  const found = rows().find((r) => within(r).queryByText(label, { exact: true }));
  if (!found) throw new Error(`no row ${label}`);
  return found;
};
const fileInput = (label: string) => row(label).querySelector('input[type="file"]') as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'Отправить' });
const zip = (name = 'hands.zip') => new File(['PK\u0003\u0004'], name, { type: 'application/zip' });
/** The multipart body of an upload call, as [field, value] pairs (a file by its name). */
const form = (call: Call) =>
  [...(call.body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]);

describe('HandUploadDialog', () => {
  it('names the month; received categories say so; «Отправить» waits for a file or «no hands» on each outstanding row', async () => {
    const network = stubNetwork({});
    const { user } = dialog();
    await dialogFocused();
    expect(screen.getByTestId('hand-upload-dialog')).toHaveTextContent('октябрь 2026');
    expect(row('GG/PP: история рук')).toHaveTextContent('Получено');
    expect(row('GG: саммари турниров')).toHaveTextContent('Получено');
    expect(send()).toBeDisabled();

    await user.upload(fileInput('H2N'), zip());
    expect(send()).toBeDisabled();
    await user.click(within(row('GG: скриншоты')).getByRole('checkbox', { name: 'Нет скриншотов' }));
    expect(fileInput('GG: скриншоты')).toBeNull();
    expect(send()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(send()).toBeDisabled();
    expect(within(row('GG: скриншоты')).getByRole('checkbox', { name: 'Нет скриншотов' })).not.toBeChecked();
    expect(network.calls).toEqual([]);
  });

  it('before the 6th it cannot be closed and says so', async () => {
    stubNetwork({});
    dialog(BEFORE_5TH);
    await dialogFocused();
    expect(screen.getByText('Закрыть окно можно после 5-го числа месяца.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
  });

  it('from the 6th «Закрыть» closes it unfinished', async () => {
    stubNetwork({});
    const { user, onClose } = dialog(AFTER_5TH);
    await dialogFocused();
    expect(screen.queryByText('Закрыть окно можно после 5-го числа месяца.')).not.toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Закрыть' });
    await user.click(buttons[buttons.length - 1] as HTMLElement);
    expect(onClose).toHaveBeenCalledWith(false);
  });

  it('refuses a file that is not .zip on its row', async () => {
    stubNetwork({});
    dialog();
    await dialogFocused();
    // The picker accepts .zip only; a file dropped past that filter is refused by name.
    fireEvent.change(fileInput('H2N'), { target: { files: [new File(['x'], 'hands.rar')] } });
    expect(await within(row('H2N')).findByText(HH_TEXT.onlyZip)).toBeInTheDocument();
    expect(send()).toBeDisabled();
  });

  it('a file over 40 MB is refused before anything is sent', async () => {
    const network = stubNetwork({});
    const { user } = dialog();
    await dialogFocused();
    const big = zip('big.zip');
    Object.defineProperty(big, 'size', { value: HH_LIMITS.maxFileBytes + 1 });
    await user.upload(fileInput('H2N'), big);
    await user.click(within(row('GG: скриншоты')).getByRole('checkbox'));
    await user.click(send());
    expect(await screen.findByText(HH_TEXT.tooLarge)).toBeInTheDocument();
    expect(network.calls).toEqual([]);
  });

  it('before the 6th gives the deadline; from the 6th of the next month says the month is overdue', async () => {
    stubNetwork({});
    const { unmount } = dialog(BEFORE_5TH);
    await dialogFocused();
    expect(screen.getByTestId('upload-intro')).toHaveTextContent('Срок — до 5-го числа.');
    expect(screen.getByTestId('upload-intro')).not.toHaveTextContent('просрочено');
    unmount();
    dialog(() => new Date(2026, 10, 27, 12, 0));
    await dialogFocused();
    expect(screen.getByTestId('upload-intro')).toHaveTextContent('октябрь 2026: просрочено');
  });

  it('sends each outstanding category in order (an ignored one without a file), progress 20…80, then a full bar, complete and closable', async () => {
    const network = stubNetwork({
      'POST /api/tournamentsdata/hhs/': ({ body }: Call) => ({
        id: 1,
        type: (body as FormData).get('type'),
        period: '2026-10',
        empty: !(body as FormData).has('file'),
      }),
    });
    const { user, onClose } = dialog();
    await dialogFocused();
    await user.upload(fileInput('H2N'), zip('october.zip'));
    await user.click(within(row('GG: скриншоты')).getByRole('checkbox'));
    await user.click(send());

    expect(await screen.findByTestId('upload-complete')).toHaveTextContent('Все файлы отправлены.');
    expect(network.calls.map(form)).toEqual([
      [
        ['type', 'h2n'],
        ['file', 'october.zip'],
      ],
      [['type', 'ggscreen']],
    ]);
    expect(screen.getByTestId('upload-progress')).toHaveAttribute('data-value', '100');
    expect(screen.queryByRole('button', { name: 'Отправить' })).not.toBeInTheDocument();
    const close = screen.getAllByRole('button', { name: 'Закрыть' });
    await user.click(close[close.length - 1] as HTMLElement);
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('a refused file keeps the server message on its row, no toast, until the row changes', async () => {
    stubNetwork({
      'POST /api/tournamentsdata/hhs/': reply(400, refusal(['Архив повреждён'])),
    });
    const show = jest.spyOn(notifications, 'show');
    const { user } = dialog();
    await dialogFocused();
    await user.upload(fileInput('H2N'), zip());
    await user.click(within(row('GG: скриншоты')).getByRole('checkbox'));
    await user.click(send());

    expect(await within(row('H2N')).findByText('Архив повреждён')).toBeInTheDocument();
    await waitFor(() => expect(send()).toBeEnabled());
    expect(show).not.toHaveBeenCalled();
    show.mockRestore();
    expect(within(row('GG: скриншоты')).queryByText('Архив повреждён')).not.toBeInTheDocument();

    await user.upload(fileInput('H2N'), zip('other.zip'));
    expect(within(row('H2N')).queryByText('Архив повреждён')).not.toBeInTheDocument();
  });

  it('a refusal stops the run; what was received stays received and the next press sends only the rest', async () => {
    let screenshots = 0;
    const network = stubNetwork({
      'POST /api/tournamentsdata/hhs/': ({ body }: Call) => {
        if ((body as FormData).get('type') !== 'ggscreen')
          return { id: 1, type: 'h2n', period: '2026-10', empty: false };
        screenshots += 1;
        return screenshots === 1
          ? reply(400, refusal(['Архив повреждён']))
          : { id: 2, type: 'ggscreen', period: '2026-10', empty: true };
      },
    });
    const { user } = dialog();
    await dialogFocused();
    await user.upload(fileInput('H2N'), zip());
    await user.click(within(row('GG: скриншоты')).getByRole('checkbox'));
    await user.click(send());

    await waitFor(() => expect(row('H2N')).toHaveTextContent('Получено'));
    await waitFor(() => expect(send()).toBeEnabled());
    expect(screen.getByTestId('upload-progress')).toHaveAttribute('data-value', '20');
    expect(screen.queryByTestId('upload-complete')).not.toBeInTheDocument();

    await user.click(send());
    expect(await screen.findByTestId('upload-complete')).toBeInTheDocument();
    expect(network.calls.map((call) => (call.body as FormData).get('type'))).toEqual([
      'h2n',
      'ggscreen',
      'ggscreen',
    ]);
  });
});
