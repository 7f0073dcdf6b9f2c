/** Default `size` of the lookup's explain exports: processes per term (at most 100). */
export const EXPLAIN_SIZE = 20;
