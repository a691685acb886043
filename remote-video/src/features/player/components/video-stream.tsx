import { useAuthStore } from '@fund/shared/auth';
import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { T } from '../../../texts';
import { videoInfoQuery } from '../api/video-info';
import { streamUrl } from '../stream-url';

/**
 * The browser's player on the ranged stream. The token is fixed at mount so a background refresh
 * does not restart playback; when the stream fails (an access token expires after 5 minutes) one
 * authorised call refreshes it, and playback resumes where it stopped with the new token.
 */
export function VideoStream({ id }: { id: number }) {
  const client = useQueryClient();
  const [source, setSource] = useState(() => ({ token: useAuthStore.getState().access, attempt: 0 }));
  const [failed, setFailed] = useState(false);
  const resumeAt = useRef(0);
  const retriedWith = useRef<string | null | undefined>(undefined);
  const ref = useRef<HTMLVideoElement>(null);

  const onError = async () => {
    // One retry per token: a second failure with the same token is shown, not looped.
    if (retriedWith.current === source.token) {
      setFailed(true);
      return;
    }
    retriedWith.current = source.token;
    resumeAt.current = ref.current?.currentTime ?? 0;
    // Any authorised call refreshes an expired access token once (shared API client).
    await client.fetchQuery({ ...videoInfoQuery(String(id)), staleTime: 0 }).catch(() => undefined);
    setSource((s) => ({ token: useAuthStore.getState().access, attempt: s.attempt + 1 }));
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: training recordings have no caption tracks */}
      <video
        ref={ref}
        key={`${source.attempt}`}
        src={streamUrl(id, source.token)}
        controls
        preload="metadata"
        playsInline
        onError={onError}
        onLoadedMetadata={(event) => {
          if (resumeAt.current > 0) event.currentTarget.currentTime = resumeAt.current;
          resumeAt.current = 0;
          setFailed(false);
        }}
        style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
        data-testid="video-player"
      />
      {failed && <Alert color="red">{T.streamError}</Alert>}
    </>
  );
}
