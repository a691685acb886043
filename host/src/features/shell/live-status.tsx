import { liveTexts, useLiveEvents } from '@fund/shared/live';
import { Text } from '@mantine/core';
import { useLiveSystemMessages } from './live-messages';

/**
 * The tab's live stream (issue 39), run by the signed-in shell; while it is down, a discreet line
 * in the header says the figures may be stale (it reconnects by itself). New system messages
 * become sticky toasts.
 */
export function LiveStatus() {
  const { offline } = useLiveEvents();
  useLiveSystemMessages();
  if (!offline) return null;
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="live-offline">
      {liveTexts.offline}
    </Text>
  );
}
