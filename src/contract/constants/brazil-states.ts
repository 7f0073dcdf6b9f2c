/** The 26 states and the Federal District (UF): OAB sections, state courts, the UF fields and filters. */
export const BRAZIL_STATES = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;
export type BrazilState = (typeof BRAZIL_STATES)[number];

export function isBrazilState(value: string): value is BrazilState {
  return (BRAZIL_STATES as readonly string[]).includes(value);
}
