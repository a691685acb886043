import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersToParams, type GalleryFilters, parseFilters } from '../filters';

/** Filter state from the URL, and a setter that resets to page 1 unless a page is given. */
export function useGalleryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<GalleryFilters>) => {
      setParams((current) => filtersToParams({ ...parseFilters(current), page: 1, ...patch }), {
        replace: true,
      });
    },
    [setParams],
  );
  return { filters, update };
}
