import type { SystemMessage } from '@fund/shared/schemas/shell-responses';
import { create } from 'zustand';

/** Whose start it was and the ids current then: marked seen once the shell has shown them. */
interface ToMark {
  user: string;
  ids: number[];
}

interface SystemMessagesState {
  open: SystemMessage[];
  toMark: ToMark | null;
  /** A start's unseen messages: they replace those of an earlier start (another user's, maybe). */
  show: (messages: SystemMessage[], toMark: ToMark) => void;
  marked: () => void;
  dismiss: (id: number) => void;
}

/** The unseen system messages still open (sticky: they stay until the user closes them). */
export const useSystemMessagesStore = create<SystemMessagesState>()((set) => ({
  open: [],
  toMark: null,
  show: (messages, toMark) => set({ open: [...new Map(messages.map((m) => [m.id, m])).values()], toMark }),
  marked: () => set({ toMark: null }),
  dismiss: (id) => set((s) => ({ open: s.open.filter((m) => m.id !== id) })),
}));
