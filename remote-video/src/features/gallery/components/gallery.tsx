import { VIDEO_PAGE_SIZES } from '@fund/shared/schemas/video';
import { NoData } from '@fund/shared/ui';
import { TablePager } from '@fund/shared/ui/data-table';
import { PageSizeSelect } from '@fund/shared/ui/page-size-select';
import { Alert, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { t } from '../../../texts';
import { videoListQuery } from '../api/videos';
import { filtersToParams, toListQuery } from '../filters';
import { useGalleryFilters } from '../hooks/use-gallery-filters';
import { usePageSize, useVideoPrefsStore } from '../hooks/use-page-size';
import { GalleryFiltersBar } from './gallery-filters';
import { VideoCard } from './video-card';

/** The error that sent the user back from a video that failed to load (spec 02 §4). */
function ReturnedError() {
  const location = useLocation();
  const navigate = useNavigate();
  const message = (location.state as { videoError?: string } | null)?.videoError;
  if (!message) return null;
  return (
    <Alert
      color="red"
      title={t.infoError}
      withCloseButton
      onClose={() => navigate({ search: location.search }, { replace: true, state: null })}
      data-testid="video-error"
    >
      {message}
    </Alert>
  );
}

/** Filters, a paginated card grid, page size 10/25/50/100 kept in local storage. */
export function Gallery() {
  const { filters, update } = useGalleryFilters();
  const pageSize = usePageSize();
  const setPageSize = useVideoPrefsStore((s) => s.setVideoPage);
  const limit = Number(pageSize);
  const { data, isPending, isError, isPlaceholderData } = useQuery(
    videoListQuery(toListQuery(filters, limit)),
  );
  const count = data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / limit));

  // A link to a page past the end (fewer videos now) lands on the last page instead of nothing.
  useEffect(() => {
    if (data && !isPlaceholderData && filters.page > pages) update({ page: pages });
  }, [data, isPlaceholderData, filters.page, pages, update]);

  const base = filtersToParams(filters);
  const hrefFor = (id: number) => {
    const params = new URLSearchParams(base);
    params.set('id', String(id));
    return `?${params.toString()}`;
  };

  return (
    <Stack gap="md">
      <ReturnedError />
      <GalleryFiltersBar filters={filters} update={update} />
      {isPending ? (
        <Center py="xl">
          <Loader data-testid="video-loading" />
        </Center>
      ) : isError ? (
        <Alert color="red">{t.listError}</Alert>
      ) : data.data.length === 0 ? (
        <NoData text={t.empty} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md" data-testid="video-grid">
          {data.data.map((video) => (
            <VideoCard key={video.id} video={video} href={hrefFor(video.id)} />
          ))}
        </SimpleGrid>
      )}
      <TablePager
        page={filters.page}
        pages={pages}
        onPage={(page) => update({ page })}
        pagesTestId="video-pagination"
        // Not «Всего: 0» before the answer: the grid shows the loader meanwhile.
        countText={isPending ? undefined : t.total(count)}
        countTestId="video-count"
        pageSize={
          <PageSizeSelect
            value={limit}
            sizes={VIDEO_PAGE_SIZES}
            label={t.pageSize}
            onChange={(size) => {
              setPageSize(String(size));
              update({ page: 1 });
            }}
            testId="video-page-size"
          />
        }
      />
    </Stack>
  );
}
