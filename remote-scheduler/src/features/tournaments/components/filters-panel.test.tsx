import { ru } from '@fund/shared/i18n';
import { SCHEDULER_MESSAGES } from '@fund/shared/schemas/scheduler';
import { fireEvent, renderWithProviders, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { useState } from 'react';
import { useSearchBody } from '../api/search';
import { EMPTY_FILTERS } from '../lib/filters';
import type { LocalWindow } from '../lib/window';
import { t } from '../texts';
import { FiltersPanel } from './filters-panel';

const WINDOW: LocalWindow = { startDay: 0, startTime: '18:00', endDay: 0, endTime: '23:00' };

/** The panel wired as the screen wires it: its values checked by the search schema. */
function Harness() {
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [window, setWindow] = useState(WINDOW);
  const [zone, setZone] = useState('Europe/Moscow');
  const { body, errors } = useSearchBody(filters, window, zone);
  return (
    <>
      <FiltersPanel
        filters={filters}
        onFilters={setFilters}
        zone={zone}
        onZone={setZone}
        window={window}
        onWindow={setWindow}
        errors={errors}
      />
      <output data-testid="body">{JSON.stringify(body)}</output>
    </>
  );
}

function panel() {
  stubNetwork({
    'GET /api/scheduler/rooms/': [
      { id: 1, name: 'GGNetwork' },
      { id: 2, name: 'PokerStars' },
    ],
  });
  return renderWithProviders(<Harness />);
}
const body = () => JSON.parse(screen.getByTestId('body').textContent ?? 'null');
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('scheduler filters panel', () => {
  it('sends the filters and the window (with the zone offset) once they are valid', async () => {
    const { user } = panel();
    await waitFor(() =>
      expect(body()).toMatchObject({ startTime: '18:00', endTime: '23:00', utcOffset: 180 }),
    );
    await user.click(screen.getByRole('combobox', { name: t.networks }));
    await user.click(await screen.findByRole('option', { name: 'PokerStars' }));
    await user.type(input('filter-buyin_min'), '5.5');
    await user.type(input('filter-buyin_max'), '22');
    expect(input('filter-buyin_min')).toHaveValue('5.5');
    await waitFor(() =>
      expect(body()).toMatchObject({
        filters: { networks: [2], buyin_min: 5.5, buyin_max: 22, entries_min: null },
      }),
    );
  });

  it('a time not in ЧЧ:ММ is marked on its field and no search body is made', async () => {
    panel();
    fireEvent.change(input('filter-start-time'), { target: { value: '25:00' } });
    expect(await screen.findByText(ru.validation.timeFormat)).toBeInTheDocument();
    expect(input('filter-start-time')).toHaveAttribute('aria-invalid', 'true');
    expect(body()).toBeNull();
  });

  it('an end before the start on the same day is refused on the end time', async () => {
    panel();
    fireEvent.change(input('filter-end-time'), { target: { value: '17:00' } });
    expect(await screen.findByText(SCHEDULER_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(input('filter-end-time')).toHaveAttribute('aria-invalid', 'true');
    expect(body()).toBeNull();
  });

  it('a maximum below the minimum is refused on the maximum', async () => {
    const { user } = panel();
    await user.type(input('filter-entries_min'), '500');
    await user.type(input('filter-entries_max'), '100');
    expect(await screen.findByText(SCHEDULER_MESSAGES.maxBelowMin)).toBeInTheDocument();
    expect(input('filter-entries_max')).toHaveAttribute('aria-invalid', 'true');
    expect(input('filter-entries_min')).not.toHaveAttribute('aria-invalid', 'true');
    expect(body()).toBeNull();
  });

  it('keeps what was typed: −5 and 12.5 entries are refused with a message, never searched as 5 or 12', async () => {
    const { user } = panel();
    await user.type(input('filter-buyin_min'), '-5');
    expect(input('filter-buyin_min')).toHaveValue('-5');
    expect(await screen.findByText(ru.validation.nonNegative)).toBeInTheDocument();
    expect(body()).toBeNull();
    await user.clear(input('filter-buyin_min'));
    await waitFor(() => expect(body()).not.toBeNull());

    await user.type(input('filter-entries_min'), '12.5');
    expect(input('filter-entries_min')).toHaveValue('12.5');
    expect(await screen.findByText(ru.validation.integer)).toBeInTheDocument();
    expect(body()).toBeNull();
  });

  it.each([
    ['filter-buyin_min', '5,5'],
    ['filter-buyin_max', '5,5'],
  ])(
    'a comma in %s (%s) is refused like in every amount field, never searched as 55',
    async (testId, typed) => {
      const { user } = panel();
      await waitFor(() => expect(body()).not.toBeNull());
      await user.type(input(testId), typed);
      expect(input(testId)).toHaveValue(typed);
      expect(await screen.findByText(ru.amountInput.commaMisuse)).toBeInTheDocument();
      expect(input(testId)).toHaveAttribute('aria-invalid', 'true');
      expect(body()).toBeNull();
    },
  );

  it('a grouped «1,050» reads as 1050, the way the money input reads it', async () => {
    const { user } = panel();
    await user.type(input('filter-buyin_max'), '1,050');
    await waitFor(() => expect(body()).toMatchObject({ filters: { buyin_max: 1050 } }));
  });
});
