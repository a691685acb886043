import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_PAGE_SIZE, validPageSize } from '../filters';

interface VideoPrefsState {
  /** Video page size (spec 01 §3 app state `videoPage`, default '10'), kept in local storage. */
  videoPage: string;
  setVideoPage: (size: string) => void;
}

const VIDEO_PREFS_KEY = 'fund-video';

export const useVideoPrefsStore = create<VideoPrefsState>()(
  persist(
    (set) => ({
      videoPage: DEFAULT_PAGE_SIZE,
      setVideoPage: (size) => set({ videoPage: validPageSize(size) }),
    }),
    {
      name: VIDEO_PREFS_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ videoPage: s.videoPage }),
      merge: (persisted, current) => ({
        ...current,
        videoPage: validPageSize((persisted as Partial<VideoPrefsState> | undefined)?.videoPage),
      }),
    },
  ),
);

export const usePageSize = () => useVideoPrefsStore((s) => s.videoPage);
