import { formatDate } from '@fund/shared/format';
import type { Video } from '@fund/shared/schemas/video';
import { Badge, Button, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../../texts';
import { rateMutation, useToggleWatched } from '../api/video-info';
import { AverageRatingText } from './average-rating-text';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Text size="sm" fw={500} miw={110}>
        {label}:
      </Text>
      <div>{children}</div>
    </Group>
  );
}

/** Description, authors, tags, level, date; the watched toggle; own rating and the average. */
export function VideoDetails({ video }: { video: Video }) {
  const id = String(video.id);
  const watched = useToggleWatched(id);
  const rate = useMutation(rateMutation(useQueryClient(), id));

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Title order={3} data-testid="video-title">
          {video.title}
        </Title>
        {video.watched && (
          <Badge color="green" variant="light" data-testid="watched-mark">
            {t.watched}
          </Badge>
        )}
      </Group>
      {video.description && (
        <Text data-testid="video-description" style={{ whiteSpace: 'pre-line' }}>
          {video.description}
        </Text>
      )}
      <Row label={t.authors}>
        <Text size="sm">{video.authors.map((a) => a.name).join(', ')}</Text>
      </Row>
      <Row label={t.tags}>
        <Group gap={4}>
          {video.tags.map((tag) => (
            <Badge key={tag.id} variant="outline" size="sm">
              {tag.name}
            </Badge>
          ))}
        </Group>
      </Row>
      <Row label={t.level}>
        <Badge color="blue" variant="light">
          {video.min_level.name}
        </Badge>
      </Row>
      <Row label={t.recorded}>
        <Text size="sm">{formatDate(video.recorded_datetime)}</Text>
      </Row>
      <Group gap="md" align="center" wrap="wrap">
        <Button
          variant={video.watched ? 'default' : 'filled'}
          loading={watched.isPending}
          onClick={() => watched.mutate(undefined)}
          data-testid="watched-toggle"
        >
          {video.watched ? t.markUnwatched : t.markWatched}
        </Button>
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {t.yourRating}:
          </Text>
          <Rating
            value={video.user_rating ?? 0}
            onChange={(value) => rate.mutate(value)}
            readOnly={rate.isPending}
            aria-label={t.yourRating}
            data-testid="user-rating"
          />
        </Group>
        <AverageRatingText video={video} />
      </Group>
    </Stack>
  );
}
