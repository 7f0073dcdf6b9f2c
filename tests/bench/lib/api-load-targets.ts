import { completeCpf } from '../../../src/contract/brazil-document.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { DEMO_RELATIONSHIP_COMPANIES } from '../../../server/demo/relationship-demo-documents.ts';

const ORG = DEMO_ORGS.moraes;
const HOLDER = DEMO_HOLDERS.moraes;
/**
 * The group's analysis is made in the master organization (master@, SUPER_ADMIN, Consulta and AnalisePremium left),
 * not in org 590: figure 11 looks the group up and starts its analysis in org 590 through the screens afterwards,
 * and expects to be the one that starts it.
 */
const GRAPH_ORG = DEMO_ORGS.master;
const GRAPH_HOLDER = DEMO_HOLDERS.master;
/** The seeded audit trail's CPF (server/seed/seed-audit-trail.ts): a search that finds its lookup and monitoring rows. */
export const AUDIT_SEARCH_CPF = completeCpf('390533447');
/** The calendar year of the seeded ledger (May–October 2026, server/seed/seed-billing.ts). */
export const EXTRACT_YEAR = 2026;

export interface Target {
  name: string;
  url: string;
  /** Heavy reads: their own budget and a shorter window (see api-load.ts). */
  heavy: boolean;
  /** The ID token the requests carry. */
  token: string;
  note: string;
}

async function call<T>(url: string, token: string, init: RequestInit = {}): Promise<T> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    ...(init.headers as Record<string, string> | undefined),
  };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The analysis of the 2,000-entity economic group, as the PWA gets it (figure 11 does the same through the screens):
 * the lookup (Consulta) of its CNPJ, "Abrir relacionamentos" (one AnalisePremium unit, once; an existing analysis is
 * answered again), then the graph read until the job has built it. Answers the graph's address.
 */
async function groupGraph(base: string, token: string): Promise<{ url: string; entities: number; relations: number }> {
  const holderBase = `${base}/v1/holder/${GRAPH_HOLDER}/organization/${GRAPH_ORG}`;
  const looked = await call<{ register: { id: number } }>(`${holderBase}/partner/process`, token, {
    method: 'POST',
    body: JSON.stringify({ documentNumber: DEMO_RELATIONSHIP_COMPANIES.group.number }),
  });
  const relationships = `${base}/v1/business-relationships/organizations/${GRAPH_ORG}/holder/${GRAPH_HOLDER}`;
  const started = await call<{ register: { businessRelationshipsId: number } }>(
    `${relationships}/userPlanUserConsumeBusinessRelationshipsSummary/${looked.register.id}`,
    token,
    { method: 'POST', headers: { 'Idempotency-Key': `bench-group-${looked.register.id}` } },
  );
  const url = `${relationships}/userPlanConsumeBusinessRelationshipsSummary/${started.register.businessRelationshipsId}/business_relationships`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    const graph = await call<{ register: { analysis: { status: string }; entities: unknown[]; relations: unknown[] } }>(
      url,
      token,
    );
    if (graph.register.analysis.status === 'DONE')
      return { url, entities: graph.register.entities.length, relations: graph.register.relations.length };
    if (graph.register.analysis.status !== 'PROCESSING' || Date.now() > deadline)
      throw new Error(`the group's analysis is ${graph.register.analysis.status}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Figure 9's floor: the least an authenticated read of the API costs — the token, the membership, one index-only
 * count on the partial index notifications_unviewed_idx (the badge the PWA polls, get-notification-total.ts). Every
 * read pays this and then its own work: the figure's budgets are each read's p95 as a multiple of this one's, measured
 * under the same load on the same stack, so the machine's speed (the API's thread, PGlite's WebAssembly) divides out.
 */
export function floorTarget(base: string, token: string): Target {
  return {
    name: 'floor (badge count)',
    url: `${base}/v1/organization/${ORG}/notifications/total`,
    heavy: false,
    token,
    note: 'token, membership and one index-only count: what every read pays',
  };
}

/**
 * Figure 9's requests, each as the PWA makes it (src/features/…/api): the process list's first page, a process
 * detail, the notification centre's first page; then the new areas' heaviest reads: the group's relationship graph
 * (get-relationship-graph.ts), the extract of a whole year (get-extract.ts with the Extrato's de/ate; the ledger's
 * page of 10 and the year's count and value) and the audit trail searched by a CPF (get-audit-events.ts, ?documento=).
 */
export async function loadTargets(base: string, token: string, masterToken: string): Promise<Target[]> {
  const list = await call<{ result: { id: number }[]; total: number }>(
    `${base}/v1/organization/${ORG}/process?page=0`,
    token,
  );
  const processId = list.result[0]?.id;
  const group = await groupGraph(base, masterToken);
  const holderBase = `${base}/v1/holder/${HOLDER}/organization/${ORG}`;
  const year = await call<{ total: number }>(
    `${holderBase}/extract?from=${EXTRACT_YEAR}-01-01&to=${EXTRACT_YEAR}-12-31&page=0`,
    token,
  );
  const audit = `${base}/v1/organization/${ORG}/audit?document=${AUDIT_SEARCH_CPF}&page=0`;
  const found = await call<{ total: number }>(audit, token);
  return [
    {
      name: 'process list',
      url: `${base}/v1/organization/${ORG}/process?page=0`,
      heavy: false,
      token,
      note: `org ${ORG} holds ${list.total} of the seeded processes`,
    },
    {
      name: 'process detail',
      url: `${base}/v1/process/${ORG}/${processId}`,
      heavy: false,
      token,
      note: `process ${processId}`,
    },
    {
      name: 'notifications',
      url: `${base}/v1/organization/${ORG}/notifications?page=0`,
      heavy: false,
      token,
      note: 'first page of the notification centre',
    },
    {
      name: 'relationship graph',
      url: group.url,
      heavy: true,
      token: masterToken,
      note: `master@ in org ${GRAPH_ORG}; the economic group's whole graph: ${group.entities} entities, ${group.relations} relations`,
    },
    {
      name: `extract of ${EXTRACT_YEAR}`,
      url: `${holderBase}/extract?from=${EXTRACT_YEAR}-01-01&to=${EXTRACT_YEAR}-12-31&page=0`,
      heavy: true,
      token,
      note: `${year.total} ledger rows in the year (count, value and the newest 10)`,
    },
    {
      name: 'audit trail search',
      url: audit,
      heavy: true,
      token,
      note: `searched by CPF: ${found.total} matching events`,
    },
  ];
}
