import { type HomeworkRow, homeworkBadges } from '@fund/shared/schemas/curator';
import { Badge, Group } from '@mantine/core';
import { t } from '../../../texts';

const COLORS = { completed: 'green', closed: 'gray', overdue: 'red' } as const;

/** Badges completed / closed / overdue, one per flag (spec 02 §4). */
export function HomeworkBadges({ homework }: { homework: HomeworkRow }) {
  const badges = homeworkBadges(homework);
  if (!badges.length) return null;
  return (
    <Group gap={4}>
      {badges.map((badge) => (
        <Badge key={badge} color={COLORS[badge]} variant="light" data-testid={`badge-${badge}`}>
          {t.homework.badges[badge]}
        </Badge>
      ))}
    </Group>
  );
}
