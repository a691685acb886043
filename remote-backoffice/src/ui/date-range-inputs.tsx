import { BACKOFFICE_TEXT } from '@fund/shared/schemas/backoffice';
import { DateInput } from '@mantine/dates';
import { t } from '../texts';

export interface DateRange {
  date_from: string;
  date_to: string;
}

/** A range that ends before it starts: its list is not asked for (the server would refuse it). */
export const isReversedRange = (range: DateRange): boolean =>
  range.date_from !== '' && range.date_to !== '' && range.date_from > range.date_to;

/**
 * The «с» / «по» date inputs of a list's filters: Mantine's date inputs in Russian (DD.MM.YYYY, the
 * app's DatesProvider), not the browser's own, which shows «mm/dd/yyyy» in an English browser.
 * A range that ends before it starts is shown on «по», the only place it is reported.
 */
export function DateRangeInputs({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (change: Partial<DateRange>) => void;
}) {
  return (
    <>
      <DateInput
        label={t.filters.dateFrom}
        valueFormat="DD.MM.YYYY"
        clearable
        value={value.date_from || null}
        onChange={(day) => onChange({ date_from: day ?? '' })}
        w={160}
      />
      <DateInput
        label={t.filters.dateTo}
        valueFormat="DD.MM.YYYY"
        clearable
        value={value.date_to || null}
        onChange={(day) => onChange({ date_to: day ?? '' })}
        error={isReversedRange(value) ? BACKOFFICE_TEXT.badDateRange : undefined}
        w={160}
      />
    </>
  );
}
