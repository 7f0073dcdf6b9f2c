/**
 * Money on the wire is integer centavos (spec §9). Plain constants, typebox-free, so the PWA's inputs and the
 * API's schemas share the same limits without pulling typebox into the bundle.
 */

/** R$ 9.999.999.999.999,99: the largest value the API stores (below Number.MAX_SAFE_INTEGER). */
export const MONEY_MAX_CENTAVOS = 999_999_999_999_999;
