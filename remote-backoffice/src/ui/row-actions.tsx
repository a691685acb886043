import { Button, Group } from '@mantine/core';

/** The action buttons of a pending row (compact, one line). */
export function RowActions({
  actions,
}: {
  actions: { label: string; color?: string; onClick: () => void }[];
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      {actions.map((a) => (
        <Button key={a.label} size="compact-sm" variant="light" color={a.color} onClick={a.onClick}>
          {a.label}
        </Button>
      ))}
    </Group>
  );
}
