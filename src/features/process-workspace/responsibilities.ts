import { RESPONSIBILITIES, RESPONSIBILITY_LABELS } from '../../contract/constants/movements';

export const RESPONSIBILITY_OPTIONS = RESPONSIBILITIES.map((value) => ({ value, label: RESPONSIBILITY_LABELS[value] }));

export type ResponsibilityValue = (typeof RESPONSIBILITIES)[number];

export function isResponsibility(value: string | null): value is ResponsibilityValue {
  return RESPONSIBILITY_OPTIONS.some((o) => o.value === value);
}

export function responsibilityLabel(value: string | null): string {
  return RESPONSIBILITY_OPTIONS.find((o) => o.value === value)?.label ?? 'Sem papel definido';
}
