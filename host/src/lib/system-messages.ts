import type { SystemMessage } from '@fund/shared/schemas/shell-responses';
import { create } from 'zustand';

interface SystemMessagesState {
  open: SystemMessage[];
  show: (messages: SystemMessage[]) => void;
  dismiss: (id: number) => void;
}

/** The unseen system messages still open (sticky: they stay until the user closes them). */
export const useSystemMessagesStore = create<SystemMessagesState>()((set) => ({
  open: [],
  show: (messages) =>
    set((s) => {
      const byId = new Map(s.open.map((m) => [m.id, m]));
      for (const m of messages) if (!byId.has(m.id)) byId.set(m.id, m);
      return { open: [...byId.values()] };
    }),
  dismiss: (id) => set((s) => ({ open: s.open.filter((m) => m.id !== id) })),
}));
