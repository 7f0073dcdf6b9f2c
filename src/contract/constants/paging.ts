/** Lists are paged 10 at a time; pages are 0-based on the wire and 1-based on screen (docs/product.md#page-sizes). */
export const PAGE_SIZE = 10;
