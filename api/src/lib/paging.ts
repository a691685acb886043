import { isIdText, pageText } from '@fund/shared/schemas/common';
import { PAGE_SIZES } from '@fund/shared/schemas/curator';
import * as v from 'valibot';
import { texts } from '../texts';

/** `page=2` → 2; default 1. */
export const pageParam = pageText();

/** `per_page` of the curator's PAGE_SIZES (10, 20, 50, 100) or all (0 or `all`); default 10 (spec 02 §9). */
export const perPageParam = v.optional(
  v.pipe(
    v.picklist([...PAGE_SIZES.map(String), 'all'], texts.validation.perPage),
    v.transform((value) => (value === 'all' ? 0 : Number(value))),
  ),
  '10',
);

/** `limit` of a keyset-paged list (issue 43): 1..100 (else `message`), `fallback` when absent. */
export const limitParam = (fallback: number, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.regex(/^\d{1,3}$/, message),
      v.transform(Number),
      v.minValue(1, message),
      v.maxValue(100, message),
    ),
    String(fallback),
  );

/**
 * `after` of a keyset-paged list: the previous page's last row as `<key>|<id>` (the id after the
 * last `|`), parsed by `keyOf` (null: not a key), at most `maxLength` characters; else `message`.
 */
export const cursorParam = <K>(keyOf: (text: string) => K | null, message: string, maxLength = 1000) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.maxLength(maxLength, message),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const bar = dataset.value.lastIndexOf('|');
        const id = dataset.value.slice(bar + 1);
        const key = bar > 0 && isIdText(id) ? keyOf(dataset.value.slice(0, bar)) : null;
        if (key !== null) return { key, id: Number(id) };
        addIssue({ message });
        return NEVER;
      }),
    ),
  );
