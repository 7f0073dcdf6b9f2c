/** Court movements come from the court feed (COURT); manual ones are uploaded by users with a file (MANUAL). */
export const MOVEMENT_SOURCES = ['COURT', 'MANUAL'] as const;

/** Kinds of responsibility of a person assigned to a movement (PUT …/people/{x}/responsability/{r}). */
export const RESPONSIBILITIES = ['RESPONSAVEL', 'REVISOR', 'ACOMPANHA'] as const;
export const RESPONSIBILITY_LABELS: Readonly<Record<(typeof RESPONSIBILITIES)[number], string>> = {
  RESPONSAVEL: 'Responsável',
  REVISOR: 'Revisor',
  ACOMPANHA: 'Acompanha',
};
