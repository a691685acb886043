import * as v from 'valibot';
import { RANGES, ru } from '../i18n/ru';
import { body, id, int, MAX_ID, messages, num, text } from './common';

/** Page sizes offered (spec 02 §9); the query itself allows 1..100. */
export const VIDEO_PAGE_SIZES = [10, 25, 50, 100] as const;
const VIDEO_SORTS = ['asc', 'desc'] as const;
const VIDEO_SHOW = ['all', 'watched', 'new'] as const;

/** Largest offset a PostgreSQL integer holds; beyond it the answer is a 400, not a 500. */
const VIDEO_MAX_INT = MAX_ID;
const VIDEO_TITLE_MAX = 200;
/** Most filter values of one kind in one query. */
const VIDEO_MAX_FILTER_IDS = 50;

const ids = v.optional(
  v.pipe(
    v.array(id(), messages.invalidValue),
    v.maxLength(VIDEO_MAX_FILTER_IDS, ru.video.tooManyValues(VIDEO_MAX_FILTER_IDS)),
  ),
  [],
);

/** Video list query; defaults: first page of 10, newest first, all videos. */
export const videoListQuerySchema = body({
  authorId: ids,
  tagId: ids,
  levelId: ids,
  title: v.optional(v.pipe(text(), v.maxLength(VIDEO_TITLE_MAX, ru.video.tooLong(VIDEO_TITLE_MAX))), ''),
  offset: v.optional(
    v.pipe(
      num(),
      v.integer(messages.integer),
      v.minValue(0, messages.nonNegative),
      v.maxValue(VIDEO_MAX_INT, messages.invalidValue),
    ),
    0,
  ),
  limit: v.optional(int(...RANGES.limit, messages.limitRange), 10),
  sort: v.optional(v.picklist(VIDEO_SORTS, messages.invalidValue), 'desc'),
  show: v.optional(v.picklist(VIDEO_SHOW, messages.invalidValue), 'all'),
});
export type VideoListQuery = v.InferOutput<typeof videoListQuerySchema>;
export type VideoListQueryInput = v.InferInput<typeof videoListQuerySchema>;

export const videoRatingSchema = body({ rating: int(...RANGES.rating, messages.ratingRange) });

export type VideoSort = (typeof VIDEO_SORTS)[number];
export type VideoShow = (typeof VIDEO_SHOW)[number];

/** The answers' types (their schemas: `video-responses`). */
export type { Video, VideoRatingResult, VideoRefItem, VideoWatched } from './video-responses';
