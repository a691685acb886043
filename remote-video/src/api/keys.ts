import type { VideoListQueryInput } from '@fund/shared/schemas/video';

/** Query keys of the video remote, general to specific; all remotes share one cache. */
export const videoKeys = {
  all: ['video'] as const,
  lists: () => [...videoKeys.all, 'list'] as const,
  list: (query: VideoListQueryInput) => [...videoKeys.lists(), query] as const,
  details: () => [...videoKeys.all, 'info'] as const,
  detail: (id: string) => [...videoKeys.details(), id] as const,
  references: (kind: 'authors' | 'tags' | 'levels') => [...videoKeys.all, kind] as const,
};

export const VIDEO_API = '/api/videogallery';
