import { Group, Select, Text } from '@mantine/core';

/**
 * Rows per page, for TablePager's `pageSize` (its own module: the tables without it load no Select).
 * A size of 0 is every row on one page (`allLabel`); the caller starts again from page 1 on a change.
 */
export function PageSizeSelect(props: {
  value: number;
  sizes: readonly number[];
  onChange: (size: number) => void;
  label: string;
  allLabel?: string;
  testId?: string;
}) {
  const options = props.sizes.map((size) => ({
    value: String(size),
    label: size === 0 && props.allLabel ? props.allLabel : String(size),
  }));
  return (
    <Group gap="xs">
      <Text size="sm">{props.label}</Text>
      <Select
        aria-label={props.label}
        data={options}
        value={String(props.value)}
        onChange={(value) => {
          if (value !== null) props.onChange(Number(value));
        }}
        allowDeselect={false}
        w={90}
        size="xs"
        data-testid={props.testId}
      />
    </Group>
  );
}
