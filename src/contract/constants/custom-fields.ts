/** Types of a custom field and how the screens name them (wire values per type: ../custom-fields.ts). */
export const CUSTOM_FIELD_TYPES = ['TEXT', 'NUMBER', 'DATE', 'MONEY', 'SELECT', 'BOOLEAN'] as const;
type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
export const CUSTOM_FIELD_TYPE_LABELS: Readonly<Record<CustomFieldType, string>> = {
  TEXT: 'Texto',
  NUMBER: 'Número',
  DATE: 'Data',
  MONEY: 'Valor (R$)',
  SELECT: 'Lista de opções',
  BOOLEAN: 'Sim/Não',
};
export const TEXT_ANSWER_MAX_LENGTH = 2000;

/**
 * A NUMBER field whose label ends in "%" or "(%)" (e.g. the demo's "Probabilidade de perda (%)") holds a
 * percentage, 0 to 100 inclusive. Fields have no unit of their own yet, and the label is where an organization says
 * so; one rule here so the API and the PWA agree.
 */
export const isPercentageField = (field: { type: CustomFieldType; label: string }): boolean =>
  field.type === 'NUMBER' && /%\)?\s*$/.test(field.label);
export const isValidPercentage = (value: number): boolean => Number.isFinite(value) && value >= 0 && value <= 100;
/** What the form says about a percentage outside 0–100 (the API's own reason is customFieldPercentage). */
export const PERCENTAGE_RANGE_MESSAGE = 'A porcentagem deve ficar entre 0 e 100.';
