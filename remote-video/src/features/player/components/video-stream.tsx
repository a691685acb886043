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
  const [token, setToken] = useState(() => useAuthStore.getState().access);
  const [failed, setFailed] = useState(false);
  const resumeAt = useRef(0);
  const retriedWith = useRef<string | null>(null);
  const ref = useRef<HTMLVideoElement>(null);

  const onError = async () => {
    if (retriedWith.current === token) {
      setFailed(true);
      return;
    }
    retriedWith.current = token;
    resumeAt.current = ref.current?.currentTime ?? 0;
    // Any authorised call refreshes an expired access token once (shared API client).
    await client.fetchQuery({ ...videoInfoQuery(String(id)), staleTime: 0 }).catch(() => undefined);
    const fresh = useAuthStore.getState().access;
    if (fresh && fresh !== token) setToken(fresh);
    else setFailed(true);
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: training recordings have no caption tracks */}
      <video
        ref={ref}
        key={token ?? ''}
        src={streamUrl(id, token)}
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
