import { liveTexts, useLiveEvents } from '@fund/shared/live';
import { Text } from '@mantine/core';

/**
 * The tab's live stream (issue 39), run by the signed-in shell; while it is down, a discreet line
 * in the header says the figures may be stale (it reconnects by itself).
 */
export function LiveStatus() {
  const { offline } = useLiveEvents();
  if (!offline) return null;
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="live-offline">
      {liveTexts.offline}
    </Text>
  );
}
