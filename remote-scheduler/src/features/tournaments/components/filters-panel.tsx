import { weekdays } from '@fund/shared/format';
import {
  BOUNTY_TYPES,
  RATINGS,
  TOURNAMENT_TYPES,
  type TournamentFilters,
} from '@fund/shared/schemas/scheduler';
import { MoneyInput } from '@fund/shared/ui';
import { Group, MultiSelect, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type ComponentProps, useEffect, useMemo, useState } from 'react';
import { useNetworks } from '../api/networks';
import { readLimit } from '../lib/limit';
import type { LocalWindow } from '../lib/window';
import { zoneOptions } from '../lib/zones';
import { t } from '../texts';

type FieldErrors = Partial<Record<string, string>>;

interface Props {
  filters: TournamentFilters;
  onFilters: (next: TournamentFilters) => void;
  zone: string;
  onZone: (zone: string) => void;
  window: LocalWindow;
  onWindow: (next: LocalWindow) => void;
  errors: FieldErrors;
}

const DAY_OPTIONS = weekdays.map((label, index) => ({ value: String(index), label }));
const TYPE_OPTIONS = TOURNAMENT_TYPES.map((value) => ({ value, label: t.types[value] }));
const BOUNTY_OPTIONS = BOUNTY_TYPES.map((value) => ({ value, label: t.bounty[value] }));
const RATING_OPTIONS = RATINGS.map((score) => ({
  value: String(score),
  label: t.ratings[String(score) as '2'],
}));

/**
 * A limit as typed, read by the shared money input (issue 35): «5,5» is refused with the amounts'
 * comma message and no search runs, never read as 55; '-5' and '12.5' entries reach the search
 * schema, which refuses them; a half-typed '5.' is no limit yet. An outside change (a reset)
 * replaces the text.
 */
function LimitInput({
  value,
  onValue,
  error,
  ...props
}: { value: number | null; onValue: (value: number | null) => void } & Omit<
  ComponentProps<typeof MoneyInput>,
  'value' | 'onChange'
>) {
  const [text, setText] = useState<string | number>(value ?? '');
  useEffect(
    () => setText((current) => (Object.is(readLimit(current).value, value) ? current : (value ?? ''))),
    [value],
  );
  return (
    <MoneyInput
      {...props}
      value={text}
      error={readLimit(text).error ?? error}
      onChange={(next) => {
        setText(next);
        onValue(readLimit(next).value);
      }}
    />
  );
}

/** Filters, the time zone and the HH:mm window of spec 02 §2 and §5. */
export function FiltersPanel({ filters, onFilters, zone, onZone, window: w, onWindow, errors }: Props) {
  const networks = useNetworks();
  const networkOptions = useMemo(
    () => (networks.data ?? []).map((n) => ({ value: String(n.id), label: n.name })),
    [networks.data],
  );
  const zones = useMemo(() => zoneOptions(new Date()), []);
  const set = (patch: Partial<TournamentFilters>) => onFilters({ ...filters, ...patch });
  const limit = (key: 'buyin_min' | 'buyin_max' | 'entries_min' | 'entries_max', label: string) => (
    <LimitInput
      label={label}
      value={filters[key]}
      onValue={(value) => set({ [key]: value })}
      // What is typed stays typed: a '-' or a fraction of an entry is refused by the search schema
      // with a message (no search runs), never silently dropped (−5 became 5, 12.5 became 12).
      error={errors[`filters.${key}`]}
      data-testid={`filter-${key}`}
    />
  );

  return (
    <Paper withBorder p="md" data-testid="scheduler-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <MultiSelect
          label={t.networks}
          placeholder={filters.networks.length ? undefined : t.allNetworks}
          data={networkOptions}
          value={filters.networks.map(String)}
          onChange={(values) => set({ networks: values.map(Number) })}
          clearable
          data-testid="filter-networks"
        />
        <MultiSelect
          label={t.typesLabel}
          placeholder={filters.types.length ? undefined : t.any}
          data={TYPE_OPTIONS}
          value={filters.types}
          onChange={(values) => set({ types: values as TournamentFilters['types'] })}
          clearable
          data-testid="filter-types"
        />
        <MultiSelect
          label={t.bountyLabel}
          placeholder={filters.bounty.length ? undefined : t.any}
          data={BOUNTY_OPTIONS}
          value={filters.bounty}
          onChange={(values) => set({ bounty: values as TournamentFilters['bounty'] })}
          clearable
          data-testid="filter-bounty"
        />
        <MultiSelect
          label={t.ratingsLabel}
          placeholder={filters.ratings.length ? undefined : t.any}
          data={RATING_OPTIONS}
          value={filters.ratings.map(String)}
          onChange={(values) => set({ ratings: values.map(Number) })}
          clearable
          data-testid="filter-ratings"
        />
        {limit('buyin_min', t.buyinMin)}
        {limit('buyin_max', t.buyinMax)}
        {limit('entries_min', t.entriesMin)}
        {limit('entries_max', t.entriesMax)}
      </SimpleGrid>
      <Group mt="md" align="flex-start" wrap="wrap">
        <Select
          label={t.zone}
          data={zones}
          value={zone}
          onChange={(value) => value && onZone(value)}
          allowDeselect={false}
          searchable
          w={260}
          data-testid="filter-zone"
        />
        <TextInput
          label={t.startTime}
          placeholder={t.timePlaceholder}
          value={w.startTime}
          onChange={(e) => onWindow({ ...w, startTime: e.currentTarget.value })}
          error={errors.startTime}
          w={110}
          data-testid="filter-start-time"
        />
        <Select
          label={t.startDay}
          data={DAY_OPTIONS}
          value={String(w.startDay)}
          onChange={(value) => value !== null && onWindow({ ...w, startDay: Number(value) })}
          allowDeselect={false}
          w={160}
          data-testid="filter-start-day"
        />
        <TextInput
          label={t.endTime}
          placeholder={t.timePlaceholder}
          value={w.endTime}
          onChange={(e) => onWindow({ ...w, endTime: e.currentTarget.value })}
          error={errors.endTime}
          w={110}
          data-testid="filter-end-time"
        />
        <Select
          label={t.endDay}
          data={DAY_OPTIONS}
          value={String(w.endDay)}
          onChange={(value) => value !== null && onWindow({ ...w, endDay: Number(value) })}
          allowDeselect={false}
          w={160}
          data-testid="filter-end-day"
        />
      </Group>
    </Paper>
  );
}
