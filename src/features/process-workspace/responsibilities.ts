/** Copied from contract/movements.ts (RESPONSIBILITIES, RESPONSIBILITY_LABELS): a value import would pull typebox in. */
export const RESPONSIBILITY_OPTIONS = [
  { value: 'RESPONSAVEL', label: 'Responsável' },
  { value: 'REVISOR', label: 'Revisor' },
  { value: 'ACOMPANHA', label: 'Acompanha' },
] as const;

export type ResponsibilityValue = (typeof RESPONSIBILITY_OPTIONS)[number]['value'];

export function isResponsibility(value: string | null): value is ResponsibilityValue {
  return RESPONSIBILITY_OPTIONS.some((o) => o.value === value);
}

export function responsibilityLabel(value: string | null): string {
  return RESPONSIBILITY_OPTIONS.find((o) => o.value === value)?.label ?? 'Sem papel definido';
}
