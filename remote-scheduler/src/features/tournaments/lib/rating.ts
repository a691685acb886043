import { t } from '../texts';

/** Score −2..2 → the word of spec 02 §2 and its colour; −2 (Forbidden) rows can't be selected. */
const RATING_COLORS: Record<string, string> = {
  '2': 'green',
  '1': 'teal',
  '0': 'yellow',
  '-1': 'orange',
  '-2': 'red',
};

export function rating(score: number): { word: string; color: string } {
  const key = String(score) as keyof typeof t.ratings;
  return { word: t.ratings[key] ?? String(score), color: RATING_COLORS[key] ?? 'gray' };
}

export const isSelectable = (score: number): boolean => score > -2;
