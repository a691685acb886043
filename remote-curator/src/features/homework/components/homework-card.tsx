import { formatDateTime } from '@fund/shared/format';
import { type HomeworkRow, homeworkColor } from '@fund/shared/schemas/curator';
import { WRAP_TEXT } from '@fund/shared/ui';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { t } from '../../../texts';
import { HomeworkBadges } from './homework-badges';

/** Card background by spec 02 §4: green (completed, open), red (overdue, open), grey otherwise. */
const BACKGROUND = { green: 'green.0', red: 'red.0', gray: 'gray.1' } as const;
const BORDER = { green: 'green', red: 'red', gray: 'gray' } as const;

export function HomeworkCard({
  homework,
  showPlayer,
  onOpen,
}: {
  homework: HomeworkRow;
  showPlayer: boolean;
  onOpen: () => void;
}) {
  const color = homeworkColor(homework);
  return (
    // No aria-label: the name is the card's visible text (topic first), so what a voice-control
    // user reads out matches it (axe label-content-name-mismatch).
    <UnstyledButton onClick={onOpen} w="100%">
      <Paper
        withBorder
        p="sm"
        bg={BACKGROUND[color]}
        data-testid="homework-card"
        data-color={color}
        style={{ borderLeft: `4px solid var(--mantine-color-${BORDER[color]}-6)` }}
      >
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} lineClamp={3} style={WRAP_TEXT} data-testid="homework-topic">
              {homework.topic}
            </Text>
            {homework.unread_count > 0 && (
              <Badge color="red" data-testid="homework-unread">
                {homework.unread_count}
              </Badge>
            )}
          </Group>
          <Group gap="md">
            {showPlayer && (
              <Text size="sm">
                {t.homework.player}: {homework.player.username}
              </Text>
            )}
            <Text size="sm">
              {t.homework.deadline}: {formatDateTime(homework.deadline)}
            </Text>
            <HomeworkBadges homework={homework} />
          </Group>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
