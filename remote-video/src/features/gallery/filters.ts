import { isIdText } from '@fund/shared/schemas/common';
import {
  VIDEO_PAGE_SIZES,
  type VideoListQueryInput,
  type VideoShow,
  type VideoSort,
} from '@fund/shared/schemas/video';

/** The gallery's filter state; it lives in the URL so a link reproduces the view. */
export interface GalleryFilters {
  authorId: number[];
  tagId: number[];
  levelId: number[];
  title: string;
  sort: VideoSort;
  show: VideoShow;
  page: number;
}

export const DEFAULT_FILTERS: GalleryFilters = {
  authorId: [],
  tagId: [],
  levelId: [],
  title: '',
  sort: 'desc',
  show: 'all',
  page: 1,
};

const ID_KEYS = ['authorId', 'tagId', 'levelId'] as const;

/** Reads the filters from the query string; anything malformed falls back to the default. */
export function parseFilters(params: URLSearchParams): GalleryFilters {
  const ids = (key: string) => [...new Set(params.getAll(key).filter(isIdText).map(Number))];
  const sort = params.get('sort');
  const show = params.get('show');
  const page = params.get('page') ?? '';
  return {
    authorId: ids('authorId'),
    tagId: ids('tagId'),
    levelId: ids('levelId'),
    title: params.get('title') ?? '',
    sort: sort === 'asc' ? 'asc' : 'desc',
    show: show === 'watched' || show === 'new' ? show : 'all',
    page: isIdText(page) ? Number(page) : 1,
  };
}

/** Writes the filters back, leaving defaults out so the plain /video stays plain. */
export function filtersToParams(filters: GalleryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ID_KEYS) for (const id of filters[key]) params.append(key, String(id));
  if (filters.title.trim()) params.set('title', filters.title);
  if (filters.sort !== 'desc') params.set('sort', filters.sort);
  if (filters.show !== 'all') params.set('show', filters.show);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API query of spec 02 §7: offset only when page > 1, title only when given. */
export function toListQuery(filters: GalleryFilters, limit: number): VideoListQueryInput {
  const query: VideoListQueryInput = {
    authorId: filters.authorId,
    tagId: filters.tagId,
    levelId: filters.levelId,
    limit,
    sort: filters.sort,
    show: filters.show,
  };
  const title = filters.title.trim();
  if (title) query.title = title;
  if (filters.page > 1) query.offset = (filters.page - 1) * limit;
  return query;
}

const PAGE_SIZE_OPTIONS = VIDEO_PAGE_SIZES.map(String);
export const DEFAULT_PAGE_SIZE = '10';

/** A stored page size, or the default when it is not one of 10, 25, 50, 100. */
export const validPageSize = (value: unknown): string =>
  typeof value === 'string' && PAGE_SIZE_OPTIONS.includes(value) ? value : DEFAULT_PAGE_SIZE;
