import { BACKOFFICE_TEXT } from '@fund/shared/schemas/backoffice';
import { TextInput } from '@mantine/core';
import { t } from '../texts';

export interface DateRange {
  date_from: string;
  date_to: string;
}

/** The «с» / «по» date inputs of a list's filters; a range that ends before it starts is shown on «по». */
export function DateRangeInputs({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (change: Partial<DateRange>) => void;
}) {
  const reversed = value.date_from !== '' && value.date_to !== '' && value.date_from > value.date_to;
  return (
    <>
      <TextInput
        type="date"
        label={t.filters.dateFrom}
        value={value.date_from}
        onChange={(e) => onChange({ date_from: e.currentTarget.value })}
        w={160}
      />
      <TextInput
        type="date"
        label={t.filters.dateTo}
        value={value.date_to}
        onChange={(e) => onChange({ date_to: e.currentTarget.value })}
        error={reversed ? BACKOFFICE_TEXT.badDateRange : undefined}
        w={160}
      />
    </>
  );
}
