const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Sizes as people read them in pt-BR: "512 B", "1,5 MB" (powers of 1024, one decimal from KB up). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${UNITS[unit]}`;
}
