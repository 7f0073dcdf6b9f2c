import { normalizeDocument } from '../../contract/brazil-document';
import { AUDIT_ACTIONS, type AuditAction } from '../../contract/constants/organization-users';
import type { AuditQuery } from '../../contract/organization-users';
import { toApiPage } from '../../lib/query-params';

/** The audit screen's filters in the URL (?pessoa=&acao=&de=&ate=&documento=&pagina=). Dates are YYYY-MM-DD. */
export interface AuditState {
  /** The actor's user id. */
  pessoa: string;
  acao: '' | AuditAction;
  de: string;
  ate: string;
  /** CPF or CNPJ digits. */
  documento: string;
  pagina: number;
}

export const EMPTY_AUDIT_STATE: AuditState = { pessoa: '', acao: '', de: '', ate: '', documento: '', pagina: 1 };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isoDay(value: string): string {
  if (!ISO_DAY.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? '' : value;
}

export function readAuditState(search: URLSearchParams): AuditState {
  const get = (key: string) => (search.get(key) ?? '').trim();
  const acao = get('acao');
  const pagina = Number.parseInt(get('pagina'), 10);
  let de = isoDay(get('de'));
  let ate = isoDay(get('ate'));
  // A hand-edited URL with the ends swapped still means the same period.
  if (de && ate && de > ate) [de, ate] = [ate, de];
  return {
    pessoa: get('pessoa').slice(0, 128),
    acao: (AUDIT_ACTIONS as readonly string[]).includes(acao) ? (acao as AuditAction) : '',
    de,
    ate,
    documento: normalizeDocument(get('documento')).slice(0, 14),
    pagina: Number.isFinite(pagina) && pagina >= 1 ? Math.min(pagina, 100_000) : 1,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeAuditState(state: AuditState): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(state) as [keyof AuditState, string | number][]) {
    if (value === '' || value === EMPTY_AUDIT_STATE[key]) continue;
    out[key] = String(value);
  }
  return out;
}

/** The filters without the page: what the CSV export takes (every page). */
export function toAuditFilters(state: AuditState): Omit<AuditQuery, 'page'> {
  const query: Omit<AuditQuery, 'page'> = {};
  if (state.pessoa) query.person = state.pessoa;
  if (state.acao) query.action = state.acao;
  if (state.de) query.from = state.de;
  if (state.ate) query.to = state.ate;
  if (state.documento) query.document = state.documento;
  return query;
}

/** GET …/audit's query: page 0-based (docs/product.md#page-sizes). */
export function toAuditQuery(state: AuditState): AuditQuery {
  return { ...toAuditFilters(state), page: toApiPage(state.pagina) };
}
