import * as v from 'valibot';
import { body, id, int, messages, num, text } from './common';

/** Page sizes offered (spec 02 §9); the query itself allows 1..100. */
export const VIDEO_PAGE_SIZES = [10, 25, 50, 100] as const;
export const VIDEO_SORTS = ['asc', 'desc'] as const;
export const VIDEO_SHOW = ['all', 'watched', 'new'] as const;

const ids = v.optional(v.array(id(), messages.invalidValue), []);

/** Video list query; defaults: first page of 10, newest first, all videos. */
export const videoListQuerySchema = body({
  authorId: ids,
  tagId: ids,
  levelId: ids,
  title: v.optional(text(), ''),
  offset: v.optional(v.pipe(num(), v.integer(messages.integer), v.minValue(0, messages.nonNegative)), 0),
  limit: v.optional(int(1, 100, messages.limitRange), 10),
  sort: v.optional(v.picklist(VIDEO_SORTS, messages.invalidValue), 'desc'),
  show: v.optional(v.picklist(VIDEO_SHOW, messages.invalidValue), 'all'),
});
export type VideoListQuery = v.InferOutput<typeof videoListQuerySchema>;
export type VideoListQueryInput = v.InferInput<typeof videoListQuerySchema>;

export const videoRatingSchema = body({ rating: int(1, 5, messages.ratingRange) });
export type VideoRating = v.InferOutput<typeof videoRatingSchema>;
