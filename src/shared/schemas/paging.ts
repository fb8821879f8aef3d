// The list paging every list route shares (DESIGN.md section 4): `?page=1&pageSize=50`, 25/50/75/100.
import { z } from 'zod';
import { defaultPageSize, pageSizes } from '../constants.ts';

/** Offset paging stops here: deeper pages cost more than anyone browsing needs (DESIGN.md section 8). */
export const maxPage = 200;

export const pagingQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(maxPage, `Page must be at most ${maxPage}`)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .refine((n) => (pageSizes as readonly number[]).includes(n), 'Page size must be 25, 50, 75 or 100')
    .default(defaultPageSize),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;
