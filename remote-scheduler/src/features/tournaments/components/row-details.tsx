import { Box, Group, Modal, Text } from '@mantine/core';
import type { GridRow } from '../lib/rows';
import { COLUMNS } from './columns';

/** The fields a phone's row does not show (issue 42): all but the name (the title), the start and the buy-in. */
const DETAILS = COLUMNS.filter((c) => !['name', 'day', 'start_time', 'buyin'].includes(c.id));

/** A row's other fields as label/value pairs, in a small dialog; Escape, ✕ or a tap beside it close it. */
export function RowDetails({ row, onClose }: { row: GridRow | null; onClose: () => void }) {
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      // A few figures, no form: a small sheet over the rows, which a tap beside closes.
      fullScreen={false}
      centered
      title={row?.name}
      data-testid="row-details"
    >
      {row && (
        <Box component="dl" m={0}>
          {DETAILS.map((column) => (
            <Group key={column.id} justify="space-between" wrap="nowrap" py={4} gap="md">
              <Text component="dt" size="sm" c="dimmed">
                {column.label}
              </Text>
              <Text component="dd" size="sm" m={0} ta="right" data-column={column.id}>
                {column.render(row)}
              </Text>
            </Group>
          ))}
        </Box>
      )}
    </Modal>
  );
}
