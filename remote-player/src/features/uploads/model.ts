import { hasPermission } from '@fund/shared/permissions';
import type { HhExpected } from '@fund/shared/schemas/uploads';
// The plan alone: the gate is in the first view, the upload's messages are not (uploads-plan.ts).
import {
  canCloseHandUpload,
  HH_CATEGORIES,
  HH_PROGRESS_STEPS,
  type HhCategory,
} from '@fund/shared/schemas/uploads-plan';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { t } from '../../texts';

export interface Slot {
  file: File | null;
  ignored: boolean;
}
export type Slots = Record<HhCategory, Slot>;

export const ROWS: Array<{ type: HhCategory; label: string; ignoreLabel: string }> = [
  { type: 'h2n', label: t.uploads.rows.h2n, ignoreLabel: t.uploads.noHands },
  { type: 'ggnetwork', label: t.uploads.rows.ggnetwork, ignoreLabel: t.uploads.noHands },
  { type: 'ggsummary', label: t.uploads.rows.ggsummary, ignoreLabel: t.uploads.noHands },
  { type: 'ggscreen', label: t.uploads.rows.ggscreen, ignoreLabel: t.uploads.noScreenshots },
];

/** '2026-10' → 'октябрь 2026'. */
export const monthName = (period: string | null): string =>
  period ? dayjs(`${period}-01`).locale('ru').format('MMMM YYYY') : t.uploads.lastMonth;

export const emptySlots = (): Slots =>
  Object.fromEntries(HH_CATEGORIES.map((type) => [type, { file: null, ignored: false }])) as Slots;

/**
 * Only players upload hands; the expected-data route refuses everyone else (a curator would
 * get an error toast on every home load), so it is asked only once the permissions say player.
 */
export const uploadsHands = (permissions: readonly string[] | undefined): boolean =>
  permissions !== undefined && hasPermission(permissions, 'player');

/** `true` when the expected data reports any of the four categories outstanding. */
export const hasOutstanding = (expected: HhExpected | undefined): boolean =>
  expected ? HH_CATEGORIES.some((type) => expected[type]) : false;

/** Categories still to send: outstanding and not sent yet in this dialog. */
export const pending = (expected: HhExpected, sent: ReadonlySet<HhCategory>): HhCategory[] =>
  HH_CATEGORIES.filter((type) => expected[type] && !sent.has(type));

/** Submit is blocked until every pending slot has a chosen file or its ignore flag. */
export function canSubmit(slots: Slots, todo: readonly HhCategory[]): boolean {
  return todo.length > 0 && todo.every((type) => slots[type].ignored || slots[type].file !== null);
}

export const isZipName = (name: string): boolean => /\.zip$/i.test(name.trim());

/**
 * Sends the categories in the order H2N, GG hands, GG summaries, GG screenshots, one call
 * each (an ignored one empty); progress after each is 20, 40, 60, 80. A failure stops the run.
 */
export async function sendAll(
  slots: Slots,
  todo: readonly HhCategory[],
  send: (type: HhCategory, file: File | null) => Promise<unknown>,
  onProgress: (value: number, sent: HhCategory) => void,
): Promise<void> {
  for (const [index, type] of HH_CATEGORIES.entries()) {
    if (!todo.includes(type)) continue;
    const slot = slots[type];
    await send(type, slot.ignored ? null : slot.file);
    onProgress(HH_PROGRESS_STEPS[index] ?? 100, type);
  }
}

export type UploadStatus = 'idle' | 'sending' | 'complete';

/**
 * One press of Отправить: the progress bar shows what `sendAll` reports (20…80, spec 01 §9), then
 * the complete state fills it (100, green). A refusal stops the run and is handed to `failed` with
 * the category it belongs to (the dialog shows it on that row), and the dialog returns to idle.
 */
export async function runUpload(
  slots: Slots,
  todo: readonly HhCategory[],
  send: (type: HhCategory, file: File | null) => Promise<unknown>,
  view: {
    progress: (value: number) => void;
    sent: (type: HhCategory) => void;
    status: (status: UploadStatus) => void;
    failed: (type: HhCategory, error: unknown) => void;
  },
): Promise<void> {
  view.status('sending');
  let current: HhCategory | undefined;
  try {
    await sendAll(
      slots,
      todo,
      (type, file) => {
        current = type;
        return send(type, file);
      },
      (value, type) => {
        view.progress(value);
        view.sent(type);
      },
    );
    view.progress(100);
    view.status('complete');
  } catch (error) {
    if (current) view.failed(current, error);
    view.status('idle');
  }
}

/**
 * A month's hands are due by the 5th of the next month: overdue from the 6th of that month
 * (the day the dialog may be closed) and in every later month.
 */
export function isOverdue(period: string | null, now: Date): boolean {
  const match = period ? /^(\d{4})-(\d{2})$/.exec(period) : null;
  if (!match) return false;
  const months = (now.getFullYear() - Number(match[1])) * 12 + now.getMonth() + 1 - Number(match[2]);
  return months > 1 || (months === 1 && canCloseHandUpload(now));
}

const DISMISS_KEY = 'player.hh-upload.dismissed';

/** A dismissal lasts for the browser session and for that month's data only. */
export function isDismissed(period: string | null, storage: Pick<Storage, 'getItem'> | undefined): boolean {
  return period !== null && storage?.getItem(DISMISS_KEY) === period;
}
export function dismiss(period: string | null, storage: Pick<Storage, 'setItem'> | undefined): void {
  if (period !== null) storage?.setItem(DISMISS_KEY, period);
}
