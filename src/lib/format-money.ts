import { formatMoneyCentavos } from './money';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * 'R$ 1.234,56' from an amount in reais. Intl puts a no-break space after 'R$' so the symbol never
 * wraps away from the number.
 */
export function formatMoney(reais: number | null | undefined): string {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isFinite is false for null and undefined too (the null checks narrow the type)
  if (reais === null || reais === undefined || !Number.isFinite(reais)) return '';
  return brl.format(reais);
}

/** The API sends money in centavos (docs/product.md#money: shown divided by 100). */
export function formatCentavos(centavos: number | null | undefined): string {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isFinite is false for null and undefined too (the null checks narrow the type)
  if (centavos === null || centavos === undefined || !Number.isFinite(centavos)) return '';
  // Integer centavos are written digit by digit, like the money inputs read them (no float in between).
  return Number.isInteger(centavos) ? formatMoneyCentavos(centavos) : formatMoney(centavos / 100);
}

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** Counts with the Brazilian thousands separator: 12.345. */
export function formatCount(value: number): string {
  return integer.format(value);
}
