import type { ProfileName } from './profiles.ts';

/**
 * Organization users and the audit trail: statuses, actions and their pt-BR labels, written once for the
 * API (server/routes/organization-user-routes.ts, audit-routes.ts) and the PWA's "Usuários" screens. TypeBox-free.
 */

/**
 * A membership's status. ACTIVE and INACTIVE are the membership flag (deactivation is per organization, never the
 * person); INVITED = active membership of a person created by an invitation who has not signed in yet.
 */
export const MEMBER_STATUSES = ['ACTIVE', 'INACTIVE', 'INVITED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  ACTIVE: 'Ativo',
  INACTIVE: 'Inativo',
  INVITED: 'Convite pendente',
};

/** The profile as a role, inclusive form (same words as features/session/organization-flags.ts). */
export const ACCESS_TYPE_LABELS: Record<ProfileName, string> = {
  BASIC: 'Usuário(a)',
  ADMIN: 'Administrador(a)',
  SUPER_ADMIN: 'Superadministrador(a)',
  LAWYER: 'Advogado(a)',
};

/** Every action the audit trail records. */
export const AUDIT_ACTIONS = [
  'USER_ADDED',
  'USER_ACTIVATED',
  'USER_INACTIVATED',
  'USER_PROFILE_CHANGED',
  'USER_REINVITED',
  'USER_ADDED_ELSEWHERE',
  'SIGN_IN',
  'DOCUMENT_LOOKUP',
  'QSA_LOOKUP',
  'PARTNER_COMPANIES_LOOKUP',
  'MONITORING_STARTED',
  'MONITORING_STOPPED',
  'MONITORING_PAUSED',
  'ANALYSIS_STARTED',
  'EXPORT',
  'DOWNLOAD',
  'MANUAL_MOVEMENT',
  'CUSTOM_FIELD_CHANGED',
  'CHECKLIST_CHANGED',
  'RELATIONSHIP_ANALYSIS_STARTED',
  'REPORT_REQUESTED',
  'NOTIFICATION_SETTINGS_CHANGED',
  'ADMIN_ACTION_REFUSED',
  'INACTIVE_MEMBER_REFUSED',
  'OAB_REGISTERED',
  'OAB_INACTIVATED',
  'COURT_SUSPENSION_ADDED',
  'RISK_DECISION_RECORDED',
  'RISK_FLAG_CHANGED',
  'TCU_CERTIFICATE_ISSUED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  USER_ADDED: 'Usuário adicionado',
  USER_ACTIVATED: 'Usuário ativado',
  USER_INACTIVATED: 'Usuário desativado',
  USER_PROFILE_CHANGED: 'Perfil alterado',
  USER_REINVITED: 'Convite reenviado',
  USER_ADDED_ELSEWHERE: 'Usuário adicionado por outra organização',
  SIGN_IN: 'Entrada no sistema',
  DOCUMENT_LOOKUP: 'Consulta de CPF/CNPJ',
  QSA_LOOKUP: 'Consulta de quadro societário',
  PARTNER_COMPANIES_LOOKUP: 'Consulta de empresas em que é sócio(a)',
  MONITORING_STARTED: 'Monitoramento iniciado',
  MONITORING_STOPPED: 'Monitoramento encerrado',
  MONITORING_PAUSED: 'Monitoramento pausado',
  ANALYSIS_STARTED: 'Análise iniciada',
  EXPORT: 'Exportação',
  DOWNLOAD: 'Download',
  MANUAL_MOVEMENT: 'Movimentação manual',
  CUSTOM_FIELD_CHANGED: 'Campo personalizado alterado',
  CHECKLIST_CHANGED: 'Checklist alterado',
  RELATIONSHIP_ANALYSIS_STARTED: 'Análise de relacionamentos iniciada',
  REPORT_REQUESTED: 'Relatório solicitado',
  NOTIFICATION_SETTINGS_CHANGED: 'Preferências de notificação alteradas',
  ADMIN_ACTION_REFUSED: 'Tentativa administrativa recusada',
  INACTIVE_MEMBER_REFUSED: 'Acesso de usuário desativado recusado',
  OAB_REGISTERED: 'OAB cadastrada',
  OAB_INACTIVATED: 'OAB desativada',
  COURT_SUSPENSION_ADDED: 'Suspensão de tribunal cadastrada',
  RISK_DECISION_RECORDED: 'Decisão sobre risco registrada',
  RISK_FLAG_CHANGED: 'Risco novo ou encerrado (nova triagem)',
  TCU_CERTIFICATE_ISSUED: 'Certidão do TCU emitida',
};

/**
 * Audit rows are kept at least this long (Marco Civil da Internet art. 15: access logs for six months); the retention
 * timer prunes only rows older than this. 186 days covers any six calendar months.
 */
export const AUDIT_RETENTION_DAYS = 186;

/** The CSV export answers at most this many rows (newest first); narrow the filters for more. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;
