import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface AuthProfile {
  username: string;
}

export interface AuthState {
  access: string | null;
  refresh: string | null;
  loading: boolean;
  permissions: string[];
  profile: AuthProfile | null;
  setTokens: (tokens: { access: string; refresh?: string | null }) => void;
  setLoading: (loading: boolean) => void;
  setPermissions: (permissions: string[]) => void;
  setProfile: (profile: AuthProfile | null) => void;
  signOut: () => void;
}

/** Key under which the tokens are kept in local storage. */
export const AUTH_STORAGE_KEY = 'fund-auth';

/**
 * The one auth store of the page. Host and remotes get the same instance because the shared
 * package is a Module Federation singleton; only the tokens and the username are persisted.
 */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      access: null,
      refresh: null,
      loading: false,
      permissions: [],
      profile: null,
      setTokens: ({ access, refresh }) =>
        set((s) => ({ access, refresh: refresh === undefined ? s.refresh : refresh })),
      setLoading: (loading) => set({ loading }),
      setPermissions: (permissions) => set({ permissions }),
      setProfile: (profile) => set({ profile }),
      signOut: () => set({ access: null, refresh: null, permissions: [], profile: null, loading: false }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ access: s.access, refresh: s.refresh, profile: s.profile }),
    },
  ),
);

export const selectIsSignedIn = (s: AuthState): boolean => Boolean(s.access);
