import { errorMessages, FetchError } from '@fund/shared/api';
import { Button, Center, Loader, Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../../../texts';
import { videoInfoQuery } from '../api/video-info';
import { VideoDetails } from './video-details';
import { VideoStream } from './video-stream';

/** The list URL: the current query without `id`, so the filters survive the round trip. */
function useBackToList() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (error?: string) => {
      const next = new URLSearchParams(params);
      next.delete('id');
      const search = next.toString();
      navigate(
        { pathname, search: search ? `?${search}` : '' },
        { state: error ? { videoError: error } : null },
      );
    },
    [params, pathname, navigate],
  );
}

/** One video (query id): the player, its details, the watched toggle and ratings (spec 02 §2, §4). */
export function VideoPlayer({ id }: { id: string }) {
  const back = useBackToList();
  const { data, error } = useQuery(videoInfoQuery(id));

  // If loading its info fails, the user returns to the list with the error shown.
  useEffect(() => {
    if (!error) return;
    const body = error instanceof FetchError ? error.data : undefined;
    back(errorMessages(body).join(' ') || t.infoError);
  }, [error, back]);

  if (!data) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <Stack gap="md" maw={1100}>
      <Button variant="subtle" onClick={() => back()} w="fit-content" px={0} data-testid="back-to-list">
        ← {t.back}
      </Button>
      <VideoStream id={data.id} />
      <Paper withBorder p="md" radius="md">
        <VideoDetails video={data} />
      </Paper>
    </Stack>
  );
}
