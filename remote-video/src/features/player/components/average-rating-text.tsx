import type { Video } from '@fund/shared/schemas/video';
import { Text } from '@mantine/core';
import { t } from '../../../texts';

export function AverageRatingText({ video }: { video: Pick<Video, 'avg_rating' | 'ratings_count'> }) {
  return (
    <Text size="sm" c={video.avg_rating === null ? 'dimmed' : undefined} data-testid="avg-rating">
      {video.avg_rating === null ? t.noRatings : t.average(video.avg_rating, video.ratings_count)}
    </Text>
  );
}
