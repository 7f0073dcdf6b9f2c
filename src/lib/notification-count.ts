/** The notification total is floored at 0 (docs/product.md#notification-badge) (the API may send negatives after clean-ups). */
export function floorTotal(total: number | null | undefined): number {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isFinite is false for null and undefined too (the null checks narrow the type)
  if (total === null || total === undefined || !Number.isFinite(total)) return 0;
  return Math.max(0, Math.floor(total));
}

/** '99+' from 99 upward, nothing at 0 or less, else the number (docs/product.md#notification-badge). */
export function notificationBadgeText(count: number | null | undefined): string {
  const total = floorTotal(count);
  if (total <= 0) return '';
  if (total >= 99) return '99+';
  return String(total);
}

/** Screen-reader text for the badge button. */
export function notificationAriaLabel(count: number | null | undefined): string {
  const total = floorTotal(count);
  if (total === 0) return 'Notificações: nenhuma nova';
  if (total === 1) return 'Notificações: 1 nova';
  return `Notificações: ${total >= 99 ? 'mais de 99' : total} novas`;
}
