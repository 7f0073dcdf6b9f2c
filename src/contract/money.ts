/**
 * Money sent to the API is integer centavos. A cause value or a money answer is an amount claimed or provisioned,
 * never a debt sign: it is never negative, so 0 is the floor. The ceiling, 10^15 centavos (R$ 10 trilhões), is
 * above any real claim and well inside Number.MAX_SAFE_INTEGER and PostgreSQL's bigint, so sums stay exact.
 */
export const MONEY_MAX_CENTAVOS = 1_000_000_000_000_000;

/** Whether a value is a valid amount in centavos: an integer from 0 to MONEY_MAX_CENTAVOS. */
export const isValidCentavos = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MONEY_MAX_CENTAVOS;

