/**
 * NEW_PROCESS: a monitored document is a party to a new process; CHANGE_MOVIMENT: a process has a new movement;
 * RISK_CHANGE: a re-screening against the official lists found a new flag on a counterparty, or one that ended
 * (server/watchlists/rescreen).
 */
export const NOTIFICATION_TYPES = ['NEW_PROCESS', 'CHANGE_MOVIMENT', 'RISK_CHANGE'] as const;
export type NotificationTypeName = (typeof NOTIFICATION_TYPES)[number];

/**
 * What a RISK_CHANGE says: NEW — a flag the organization had not been told about (or one that returned: reinstated,
 * or its evidence changed after a dismissal); ENDED — a sanction past its end date, a PEP past the grace period, or a
 * record the list no longer carries.
 */
export const RISK_CHANGES = ['NEW', 'ENDED'] as const;
export type RiskChange = (typeof RISK_CHANGES)[number];

/** The notification's sentence, the same in the list, the push and the audit trail. */
export function riskChangeTitle(change: RiskChange, entityName: string): string {
  return change === 'NEW' ? `Novo risco em ${entityName}` : `Risco encerrado em ${entityName}`;
}
