/** Lists are paged 10 at a time; pages are 0-based on the wire and 1-based on screen (docs/product.md#page-sizes). */
export const PAGE_SIZE = 10;

/** Pages of a list of `total` rows: at least one, so an empty list is page 1 of 1. */
export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
