import { ACCESS_TYPE_LABELS } from '../../src/contract/constants/organization-users.ts';
import { PROFILES } from '../../src/contract/constants/profiles.ts';

/**
 * Body fields a person fills in on a screen, by the label that screen shows and, for a choice, the words of its
 * options ("body/accessType: valor não permitido" named neither). Other fields keep their path, which is
 * what a developer calling the API reads.
 */
interface FieldLabel {
  label: string;
  /** The choices in the screen's words, in its order. */
  choices?: readonly string[];
}

const FIELD_LABELS: Readonly<Record<string, FieldLabel>> = {
  '/accessType': { label: 'Perfil', choices: PROFILES.map((profile) => ACCESS_TYPE_LABELS[profile]) },
  '/username': { label: 'E-mail' },
  '/name': { label: 'Nome' },
  // A decision on a hit (relationship graph): the sheet's form.
  '/reason': { label: 'Motivo' },
  '/decision': { label: 'Decisão', choices: ['Confirmado', 'Descartado'] },
};

/** The label of a body field by its JSON pointer ('/accessType'), or null. */
export const bodyFieldLabel = (pointer: string): FieldLabel | null => FIELD_LABELS[pointer] ?? null;

/** 'A, B ou C' */
export function choiceList(choices: readonly string[]): string {
  return choices.length <= 1 ? (choices[0] ?? '') : `${choices.slice(0, -1).join(', ')} ou ${choices.at(-1)}`;
}
