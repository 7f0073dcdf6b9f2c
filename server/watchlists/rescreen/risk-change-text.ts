import type { RiskChange } from '../../../src/contract/constants/notifications.ts';
import { riskChangeTitle } from '../../../src/contract/constants/notifications.ts';
import type { RiskNotificationDetail } from '../../../src/contract/notifications.ts';
import type { RiskEntry } from '../../../src/contract/relationship-risks.ts';
import type { SourceEntity } from '../../relationships/relationship-source.ts';
import { riskEndDate, type ScreeningStep } from './screening-steps.ts';

/** Where a change is looked at: the newest graph holding the entity, else the monitored item. */
export interface ScreeningLink {
  analysisId: number | null;
  consumeUniqueId: number | null;
}

/** What the flag is, in a few words ("Impedimento de licitar e contratar", "Secretário Municipal de Obras — …"). */
export function riskDescription(risk: RiskEntry): string {
  switch (risk.kind) {
    case 'wasPreviouslySanctioned':
      return risk.sanctionType;
    case 'PEPOccurence':
      return `${risk.position} — ${risk.organ}`;
    case 'IsCurrentlyPresentOnSource':
      return risk.detail;
    case 'Protesto':
      return 'Protesto';
  }
}

/** The list and record ("CEIS nº 318204"), or the source of a flag without a list. */
function recordLabel(risk: RiskEntry, list: string | null): string {
  const evidence = risk.kind === 'Protesto' ? undefined : risk.evidence;
  if (evidence) return `${evidence.list} nº ${evidence.recordId}`;
  if (list) return list;
  return risk.kind === 'Protesto' ? 'Protesto' : risk.source;
}

/** The notification's second line: the record, what it is, and why it ended. */
export function riskChangeText(step: ScreeningStep): string {
  const what = `${recordLabel(step.risk, step.list)} · ${riskDescription(step.risk)}`;
  if (step.change !== 'ENDED') return what;
  return step.state === 'REMOVED' ? `${what} — o registro não consta mais da lista` : `${what} — encerrado`;
}

export function riskNotificationDetail(
  entity: SourceEntity,
  step: ScreeningStep & { change: RiskChange },
  link: ScreeningLink,
): RiskNotificationDetail {
  const evidence = step.risk.kind === 'Protesto' ? undefined : step.risk.evidence;
  return {
    change: step.change,
    entityId: entity.id,
    entityName: entity.name,
    entityDocument: entity.documentNumber,
    entityKind: entity.kind,
    riskId: step.riskId,
    riskKind: step.risk.kind,
    list: step.list,
    recordId: evidence?.recordId ?? null,
    description: riskDescription(step.risk),
    endedOn: step.change === 'ENDED' && step.state === 'ENDED' ? riskEndDate(step.risk) : null,
    analysisId: link.analysisId,
    consumeUniqueId: link.consumeUniqueId,
  };
}

export const riskTitle = (step: ScreeningStep & { change: RiskChange }, entity: SourceEntity): string =>
  riskChangeTitle(step.change, entity.name);

/** The audit trail's words for a state (stored as the trail shows them). */
export const STATE_LABELS = { ACTIVE: 'vigente', ENDED: 'encerrado', REMOVED: 'fora da lista' } as const;
