import { BACKOFFICE_TEXT } from '@fund/shared/schemas/backoffice';
import { fireEvent, renderWithProviders, screen } from '@fund/shared/test';
import { useState } from 'react';
import { type DateRange, DateRangeInputs } from './date-range-inputs';

function Filters({ initial, seen }: { initial: DateRange; seen: Partial<DateRange>[] }) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangeInputs
      value={value}
      onChange={(change) => {
        seen.push(change);
        setValue((v) => ({ ...v, ...change }));
      }}
    />
  );
}

describe('DateRangeInputs', () => {
  it('reports each end on its own and marks a range that ends before it starts', () => {
    const seen: Partial<DateRange>[] = [];
    renderWithProviders(<Filters initial={{ date_from: '', date_to: '' }} seen={seen} />);
    fireEvent.change(screen.getByLabelText('С даты'), { target: { value: '2026-11-20' } });
    expect(screen.queryByText(BACKOFFICE_TEXT.badDateRange)).toBeNull();
    fireEvent.change(screen.getByLabelText('По дату'), { target: { value: '2026-11-01' } });
    expect(seen).toEqual([{ date_from: '2026-11-20' }, { date_to: '2026-11-01' }]);
    expect(screen.getByText(BACKOFFICE_TEXT.badDateRange)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('По дату'), { target: { value: '2026-11-20' } });
    expect(screen.queryByText(BACKOFFICE_TEXT.badDateRange)).toBeNull();
  });
});
