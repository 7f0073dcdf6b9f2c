import type { NotificationType } from '../../contract/notifications';

/** How each type of contract/constants/notifications.ts NOTIFICATION_TYPES reads on screen. */
export const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, string>> = {
  NEW_PROCESS: 'Novo processo',
  CHANGE_MOVIMENT: 'Nova movimentação',
  RISK_CHANGE: 'Risco em contraparte',
};

/** The badge of a RISK_CHANGE, by what changed. */
export const RISK_CHANGE_LABELS = { NEW: 'Novo risco', ENDED: 'Risco encerrado' } as const;

export type TypeFilter = 'ALL' | NotificationType;
export type ViewedFilter = 'ALL' | 'UNVIEWED' | 'VIEWED';

export interface NotificationFilters {
  type: TypeFilter;
  viewed: ViewedFilter;
  /** Inclusive days, 'YYYY-MM-DD'. */
  from: string | null;
  to: string | null;
}

export const DEFAULT_NOTIFICATION_FILTERS: NotificationFilters = { type: 'ALL', viewed: 'ALL', from: null, to: null };

/** The API query of one page (1-based in the UI): empty filters are left out. */
export function notificationListQuery(filters: NotificationFilters, page: number) {
  return {
    page: Math.max(0, Math.floor(page) - 1),
    type: filters.type === 'ALL' ? undefined : filters.type,
    viewed: filters.viewed === 'ALL' ? undefined : filters.viewed === 'VIEWED',
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
  };
}

/** 'A, B e mais 2' — long party lists kept to one readable line. */
export function partyNames(names: readonly string[], max = 2): string {
  const clean = names.map((n) => n.trim()).filter(Boolean);
  if (clean.length === 0) return 'Não informado';
  if (clean.length <= max) return clean.join(', ');
  return `${clean.slice(0, max).join(', ')} e mais ${clean.length - max}`;
}
