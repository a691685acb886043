import { PERMISSIONS } from '@fund/shared/permissions';
import { canCloseHandUpload, type HhCategory } from '@fund/shared/schemas/uploads';
import {
  canSubmit,
  dismiss,
  emptySlots,
  hasOutstanding,
  isDismissed,
  isOverdue,
  isZipName,
  pending,
  runUpload,
  sendAll,
  uploadsHands,
} from './model';

const expected = { h2n: true, ggnetwork: true, ggsummary: true, ggscreen: true, period: '2026-10' };
const zip = (name: string) => ({ name }) as File;

describe('hand upload rules', () => {
  it('can be closed only after the 5th of the month (fixed clock on both sides)', () => {
    expect(canCloseHandUpload(new Date(2026, 10, 1, 12))).toBe(false);
    expect(canCloseHandUpload(new Date(2026, 10, 5, 23, 59))).toBe(false);
    expect(canCloseHandUpload(new Date(2026, 10, 6, 0, 0))).toBe(true);
    expect(canCloseHandUpload(new Date(2026, 10, 30, 12))).toBe(true);
  });

  it('opens only when something is outstanding', () => {
    expect(hasOutstanding(undefined)).toBe(false);
    expect(
      hasOutstanding({ ...expected, h2n: false, ggnetwork: false, ggsummary: false, ggscreen: false }),
    ).toBe(false);
    expect(hasOutstanding({ ...expected, h2n: false, ggnetwork: false, ggsummary: false })).toBe(true);
  });

  it('blocks submit until every pending slot has a file or its ignore flag', () => {
    const slots = emptySlots();
    const todo = pending(expected, new Set());
    expect(canSubmit(slots, todo)).toBe(false);
    slots.h2n.file = zip('a.zip');
    slots.ggnetwork.ignored = true;
    slots.ggsummary.file = zip('b.zip');
    expect(canSubmit(slots, todo)).toBe(false);
    slots.ggscreen.ignored = true;
    expect(canSubmit(slots, todo)).toBe(true);
    expect(
      canSubmit(
        emptySlots(),
        pending({ ...expected, ggscreen: false }, new Set(['h2n', 'ggnetwork', 'ggsummary'])),
      ),
    ).toBe(false);
  });

  it('accepts only .zip names', () => {
    expect(['hands.zip', 'HANDS.ZIP', 'hands.txt', 'hands.zip.txt'].map(isZipName)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('sends in order with progress 20/40/60/80, an ignored category empty, and stops on a failure', async () => {
    const slots = emptySlots();
    slots.h2n.file = zip('h2n.zip');
    slots.ggnetwork.ignored = true;
    slots.ggsummary.file = zip('sum.zip');
    slots.ggscreen.file = zip('scr.zip');
    const calls: Array<[HhCategory, string | null]> = [];
    const progress: number[] = [];
    await sendAll(
      slots,
      pending(expected, new Set()),
      async (type, file) => calls.push([type, file?.name ?? null]),
      (value) => progress.push(value),
    );
    expect(calls).toEqual([
      ['h2n', 'h2n.zip'],
      ['ggnetwork', null],
      ['ggsummary', 'sum.zip'],
      ['ggscreen', 'scr.zip'],
    ]);
    expect(progress).toEqual([20, 40, 60, 80]);

    const sent: HhCategory[] = [];
    const failing = sendAll(
      slots,
      pending(expected, new Set()),
      async (type) => {
        if (type === 'ggsummary') throw new Error('400');
      },
      (_value, type) => sent.push(type),
    );
    await expect(failing).rejects.toThrow('400');
    expect(sent).toEqual(['h2n', 'ggnetwork']);
  });

  it('calls a month overdue from the 6th of the next month on', () => {
    expect(isOverdue('2026-10', new Date(2026, 10, 5, 23, 59))).toBe(false);
    expect(isOverdue('2026-10', new Date(2026, 10, 6, 0, 0))).toBe(true);
    expect(isOverdue('2026-10', new Date(2026, 10, 27, 12))).toBe(true);
    expect(isOverdue('2026-09', new Date(2026, 10, 3, 12))).toBe(true);
    expect(isOverdue('2026-12', new Date(2027, 0, 3, 12))).toBe(false);
    expect(isOverdue('2026-11', new Date(2027, 0, 3, 12))).toBe(true);
    expect(isOverdue(null, new Date(2026, 10, 27))).toBe(false);
  });

  it('remembers a dismissal for that month only', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(isDismissed('2026-10', storage)).toBe(false);
    dismiss('2026-10', storage);
    expect(isDismissed('2026-10', storage)).toBe(true);
    expect(isDismissed('2026-11', storage)).toBe(false);
  });
});

describe('runUpload (one press of Отправить)', () => {
  it('shows 20, 40, 60, 80 and then the complete state, a full bar', async () => {
    const slots = emptySlots();
    for (const type of ['h2n', 'ggnetwork', 'ggsummary', 'ggscreen'] as const) slots[type].ignored = true;
    const events: Array<number | string> = [];
    await runUpload(slots, pending(expected, new Set()), async () => undefined, {
      progress: (value) => events.push(value),
      sent: () => undefined,
      status: (status) => events.push(status),
      failed: () => events.push('failed'),
    });
    expect(events).toEqual(['sending', 20, 40, 60, 80, 100, 'complete']);
  });

  it('returns to idle after a failure, keeping the progress reached and naming the failed category', async () => {
    const slots = emptySlots();
    for (const type of ['h2n', 'ggnetwork', 'ggsummary', 'ggscreen'] as const) slots[type].ignored = true;
    const events: Array<number | string> = [];
    await runUpload(
      slots,
      pending(expected, new Set()),
      async (type) => {
        if (type === 'ggsummary') throw new Error('500');
      },
      {
        progress: (value) => events.push(value),
        sent: () => undefined,
        status: (status) => events.push(status),
        failed: (type, error) => events.push(`${type}: ${(error as Error).message}`),
      },
    );
    expect(events).toEqual(['sending', 20, 40, 'ggsummary: 500', 'idle']);
  });
});

describe('uploadsHands', () => {
  it('asks for the expected uploads only for holders of the player permission', () => {
    expect(uploadsHands(undefined)).toBe(false);
    expect(uploadsHands([PERMISSIONS.students, PERMISSIONS.dashboard])).toBe(false);
    expect(uploadsHands([PERMISSIONS.dashboard, PERMISSIONS.player])).toBe(true);
  });
});
