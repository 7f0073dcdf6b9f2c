/**
 * Controls the sweep finds but does not press, by accessible name, each with its reason. Everything else is operated.
 * The sweep never confirms anything in a dialog (it only cancels), never picks an item of an open menu (it opens and
 * closes the menu), and types nothing, so a paid or destructive action behind a confirmation is never reached; the
 * names below act at once, without a confirmation, on state the other specs of the same stack read.
 */
export const EXCLUDED_CONTROLS: readonly { name: RegExp; reason: string }[] = [
  {
    name: /^Sair$/,
    reason: "signs the sweep's own session out (its flows: logout-cleanup and sign-out-revocation specs)",
  },
  {
    name: /^Retomar agora$/,
    reason: 'resumes a paused monitoring at once, without a confirmation (analyses spec reads the pauses)',
  },
  {
    name: /^Ativar neste aparelho$/,
    reason:
      'asks the browser for push permission and subscribes the device on the server (push spec, with its own endpoint)',
  },
  {
    name: /^Salvar /,
    reason:
      'writes the record even unchanged (who changed it and when, the audit trail); field-corrections and process-workspace specs save real edits',
  },
];

/** Names shared with harmless controls ("Tentar novamente" also reloads a list): excluded only inside `within`. */
export const EXCLUDED_WITHIN: readonly { within: string; name: RegExp; reason: string }[] = [
  {
    within: '[data-testid="report-row"]',
    name: /^Tentar novamente$/,
    reason: 're-runs a failed report at once (reports-billing spec reads the seeded failure)',
  },
];

export function exclusionOf(name: string): string | null {
  return EXCLUDED_CONTROLS.find((rule) => rule.name.test(name))?.reason ?? null;
}

/** Buttons of a dialog the sweep may press to leave it: never the dialog's action. */
export const DIALOG_CANCEL = /^(Cancelar|Fechar|Depois|Agora não|Voltar|Não)$/;
