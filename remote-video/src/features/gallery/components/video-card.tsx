import { formatDate } from '@fund/shared/format';
import type { Video } from '@fund/shared/schemas/video';
import { Anchor, Badge, Card, Group, Rating, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { t } from '../../../texts';

/** Average rating as stars and a number, or 'Оценок пока нет'. */
function AverageRating({ video }: { video: Pick<Video, 'avg_rating' | 'ratings_count'> }) {
  if (video.avg_rating === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="avg-rating">
        {t.noRatings}
      </Text>
    );
  }
  return (
    <Group gap={6} data-testid="avg-rating">
      <Rating value={video.avg_rating} fractions={10} readOnly size="sm" />
      <Text size="sm">{t.average(video.avg_rating, video.ratings_count)}</Text>
    </Group>
  );
}

/** One card of the grid: title (opens the player), authors, tags, level, date, watched mark, average. */
export function VideoCard({ video, href }: { video: Video; href: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="video-card" data-video-id={video.id}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Anchor component={Link} to={href} fw={600} data-testid="video-title">
            {video.title}
          </Anchor>
          {video.watched && (
            <Badge color="green" variant="light" data-testid="watched-mark" style={{ flexShrink: 0 }}>
              {t.watched}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" data-testid="video-authors">
          {video.authors.map((a) => a.name).join(', ')}
        </Text>
        <Group gap={4}>
          {video.tags.map((tag) => (
            <Badge key={tag.id} variant="outline" size="sm">
              {tag.name}
            </Badge>
          ))}
        </Group>
        <Group gap="xs" mt="auto">
          <Badge color="blue" variant="light" data-testid="video-level">
            {video.min_level.name}
          </Badge>
          <Text size="sm" data-testid="video-date">
            {formatDate(video.recorded_datetime)}
          </Text>
        </Group>
        <AverageRating video={video} />
      </Stack>
    </Card>
  );
}
