import * as v from 'valibot';
import { int, timestampText } from './answer';

/** Answers (`data`) of the video gallery (spec 02 §3). */

/** An author, tag or level: id and name. */
const videoRefItem = v.strictObject({ id: int, name: v.string() });
export type VideoRefItem = v.InferOutput<typeof videoRefItem>;
/** GET /api/videogallery/authors/, …/tags/, …/levels/. */
export const videoRefItems = v.array(videoRefItem);

/** A video as the list (paged) and the info call return it. */
export const video = v.strictObject({
  id: int,
  title: v.string(),
  description: v.string(),
  authors: v.array(videoRefItem),
  tags: v.array(videoRefItem),
  min_level: videoRefItem,
  recorded_datetime: timestampText,
  watched: v.boolean(),
  user_rating: v.nullable(int),
  /** Mean of all users' ratings to one decimal, null before the first rating. */
  avg_rating: v.nullable(v.number()),
  ratings_count: int,
});
export type Video = v.InferOutput<typeof video>;
export const videos = v.array(video);

/** POST /api/videogallery/videos/{id}/watched/. */
export const videoWatched = v.strictObject({ id: int, watched: v.boolean() });
export type VideoWatched = v.InferOutput<typeof videoWatched>;

/** POST /api/videogallery/videos/{id}/rating/. */
export const videoRatingResult = v.strictObject({
  id: int,
  user_rating: int,
  avg_rating: v.number(),
  ratings_count: int,
});
export type VideoRatingResult = v.InferOutput<typeof videoRatingResult>;

/** POST /api/videogallery/videos/{id}/stream-token/: a video token for the stream URL. */
export const streamToken = v.strictObject({ token: v.string(), expires_in: int });
export type StreamToken = v.InferOutput<typeof streamToken>;
