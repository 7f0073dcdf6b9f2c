/**
 * Money sent to the API is integer centavos (docs/product.md#money). A cause value or a money answer is an amount claimed or
 * provisioned, never a debt sign: it is never negative, so 0 is the floor. Plain constants, typebox-free, so the
 * PWA's inputs and the API's checks share the same limits without pulling typebox into the bundle.
 */

/** R$ 9.999.999.999.999,99: above any real claim and well inside Number.MAX_SAFE_INTEGER, so sums stay exact. */
export const MONEY_MAX_CENTAVOS = 999_999_999_999_999;

/** Whether a value is a valid amount in centavos: an integer from 0 to MONEY_MAX_CENTAVOS. */
export const isValidCentavos = (value: unknown): value is number =>
  // Stryker disable next-line ConditionalExpression: Number.isSafeInteger is false for anything but a number, so the typeof check (kept for the type guard) cannot be observed
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MONEY_MAX_CENTAVOS;
