import { Alert } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../texts';
import { streamToken, streamUrl } from '../api/stream-url';

/**
 * The browser's player on the ranged stream. It asks for a stream token of this video (5 minutes,
 * useless elsewhere) and keeps it while playing; when the stream fails (the token expired) it
 * asks for a new one once, and playback resumes where it stopped with the new token.
 */
export function VideoStream({ id }: { id: number }) {
  const [source, setSource] = useState<{ token: string | null; attempt: number }>({
    token: null,
    attempt: 0,
  });
  const [failed, setFailed] = useState(false);
  const resumeAt = useRef(0);
  const retriedWith = useRef<string | null | undefined>(undefined);
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    let live = true;
    setSource({ token: null, attempt: 0 });
    streamToken(id).then(
      (token) => live && setSource({ token, attempt: 0 }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const onError = async () => {
    // One retry per token: a second failure with the same token is shown, not looped.
    if (retriedWith.current === source.token) {
      setFailed(true);
      return;
    }
    retriedWith.current = source.token;
    resumeAt.current = ref.current?.currentTime ?? 0;
    const token = await streamToken(id).catch(() => null);
    if (!token) {
      setFailed(true);
      return;
    }
    setSource((s) => ({ token, attempt: s.attempt + 1 }));
  };

  return (
    <>
      {source.token && (
        // biome-ignore lint/a11y/useMediaCaption: training recordings have no caption tracks
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
      )}
      {failed && <Alert color="red">{t.streamError}</Alert>}
    </>
  );
}
