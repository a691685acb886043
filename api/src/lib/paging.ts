import { pageText } from '@fund/shared/schemas/common';
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
