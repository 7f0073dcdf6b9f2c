import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { startTransition, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RiskKind } from '../../../contract/constants/relationships';
import type {
  RecordGraphExportBody,
  RelationshipEntity,
  RelationshipGraph as GraphAnswer,
} from '../../../contract/relationships';
import { errorMessage } from '../../../lib/api-error';
import type { HolderScope } from '../../../lib/holder-scope';
import { useIsOffline } from '../../../lib/network';
import { useExpandEntity } from '../api/expand-entity';
import { recordGraphExport } from '../api/record-graph-export';
import { useRetryEntityLookup } from '../api/retry-entity-lookup';
import { buildGraph, canExpand, nearestRisks } from '../graph-model';
import { ALL_CLUSTERS_OPEN, allClusterKeys, cutClusters, graphTree } from '../graph-view';
import { checkedAtLabel, NO_PROTESTS_NOTE } from '../relationship-format';
import { noRiskText, protestNote } from '../registry-facts';
import { RegistrySheet } from './registry-sheet';
import { defaultMode, type RelationshipViewState } from '../relationship-view-params';
import { formatDateTime } from '../../../lib/format-date';
import { entityRows } from '../table-rows';
import { EvidenceSheet } from './evidence-sheet';
import { ExportButtons } from './export-buttons';
import { GraphLegend } from './graph-legend';
import { GraphPanel } from './graph-panel';
import { GraphToolbar } from './graph-toolbar';
import { RelationshipTable } from './relationship-table';

interface Props {
  scope: HolderScope;
  answer: GraphAnswer;
  view: RelationshipViewState;
  onViewChange: (patch: Partial<RelationshipViewState>) => void;
  /** Under 768 px: the table comes first for large graphs, and the graph grows downwards. */
  narrow: boolean;
  /** Consuming profiles may re-run a failed lookup; a LAWYER reads. */
  canAct: boolean;
  /** "dados de …" or the time of the data, for the exports. */
  dataTime: string;
  /** The organization's name and the signed-in person's: every export says whose it is. */
  organizationName: string;
  personName: string;
}

function withoutKey<T extends ReadonlySet<string> | ReadonlyMap<string, string>>(old: T, key: string): T {
  if (!old.has(key)) return old;
  const next = (old instanceof Map ? new Map(old) : new Set(old as ReadonlySet<string>)) as
    Set<string> | Map<string, string>;
  next.delete(key);
  return next as unknown as T;
}

const filterText = (v: RelationshipViewState) =>
  [
    v.onlyFlagged ? 'só com risco' : 'todas as entidades',
    v.onlyActive ? 'só vínculos ativos' : 'vínculos ativos e encerrados',
    v.maxDepth ? `até ${v.maxDepth} vínculos` : 'todos os níveis',
  ].join(', ');

/** The graph and the table of one relationship analysis, their filters, the evidence sheet and the exports. */
export function RelationshipExplorer({
  scope,
  answer,
  view,
  onViewChange,
  narrow,
  canAct,
  dataTime,
  organizationName,
  personName,
}: Props) {
  const offline = useIsOffline();
  const graph = useMemo(() => buildGraph(answer), [answer]);
  const distances = useMemo(() => nearestRisks(graph), [graph]);
  const [openClusters, setOpenClusters] = useState<ReadonlySet<string>>(() => new Set<string>());
  const [path, setPath] = useState<string[]>([]);
  const [evidence, setEvidence] = useState<{ entity: RelationshipEntity; kind: RiskKind } | null>(null);
  const [registryOf, setRegistryOf] = useState<RelationshipEntity | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  // A failed retry is told beside the entity's button (the top of a 2,000-node page is far from it).
  const [retryErrors, setRetryErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const expand = useExpandEntity(scope, answer.analysis.id);
  const retry = useRetryEntityLookup(scope, answer.analysis, {
    onStart: (entity) => setRetryErrors((old) => withoutKey(old, entity.id)),
    onFailed: (entity, error) => setRetryErrors((old) => new Map(old).set(entity.id, errorMessage(error))),
  });
  const filters = { onlyFlagged: view.onlyFlagged, onlyActive: view.onlyActive, maxDepth: view.maxDepth };
  // The walk and its order once per graph and filters; opening a "+N" only cuts the tree again.
  const tree = useMemo(
    () => graphTree(graph, filters),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters' values, not the object made each render
    [graph, filters.onlyFlagged, filters.onlyActive, filters.maxDepth],
  );
  const visible = useMemo(() => cutClusters(tree, openClusters), [tree, openClusters]);
  const complete = useMemo(() => cutClusters(tree, ALL_CLUSTERS_OPEN), [tree]);
  const mode = view.mode ?? defaultMode(narrow, visible.nodes.length);
  // Every entity's row (2,000 in a large group) only when the table is shown or a file is made, not for the picture.
  const rows = useMemo(
    () => (mode === 'tabela' ? entityRows(graph, complete, distances) : null),
    [mode, graph, complete, distances],
  );
  const getRows = useCallback(() => rows ?? entityRows(graph, complete, distances), [rows, graph, complete, distances]);
  const hiddenCount = visible.clusters.reduce((n, c) => n + c.hidden, 0);
  const flaggedCount = useMemo(
    () => complete.nodes.filter((node) => (node.entity.risks?.length ?? 0) > 0).length,
    [complete],
  );
  const failedCount = useMemo(() => complete.nodes.filter((node) => node.entity.lookupFailed).length, [complete]);
  const { mutate: expandMutate } = expand;
  // The audit trail learns of an export when the server is reachable; offline the file is still made (documented in
  // SECURITY.md#audit-trail). A failed record never bothers the person exporting.
  const recordExport = (body: RecordGraphExportBody) => {
    if (!offline) void recordGraphExport(scope, answer.analysis.id, body).catch(() => undefined);
  };
  const { mutate: retryMutate } = retry;

  // One set of actions for the graph's lifetime: the nodes are memoised and must not all draw again when the
  // distances or the connection change (the actions read those when called).
  const latest = useRef({ offline, distances });
  useLayoutEffect(() => {
    latest.current = { offline, distances };
  });
  const actions = useMemo(
    () => ({
      expand: (entity: RelationshipEntity) => {
        if (!canExpand(entity) || latest.current.offline) return;
        setBusy((old) => new Set(old).add(entity.id));
        expandMutate(entity, { onSettled: () => setBusy((old) => new Set([...old].filter((id) => id !== entity.id))) });
      },
      evidence: (entity: RelationshipEntity, kind: RiskKind) => setEvidence({ entity, kind }),
      path: (entity: RelationshipEntity) =>
        setPath((old) => (old[0] === entity.id ? [] : (latest.current.distances.get(entity.id)?.path ?? []))),
      retry: (entity: RelationshipEntity) => retryMutate(entity),
      registry: (entity: RelationshipEntity) => setRegistryOf(entity),
      // A transition: React may yield while hundreds of new nodes are drawn, taps and pans stay answered.
      openCluster: (key: string) => startTransition(() => setOpenClusters((old) => new Set(old).add(key))),
      closeCluster: (key: string) => startTransition(() => setOpenClusters((old) => withoutKey(old, key))),
    }),
    [expandMutate, retryMutate],
  );
  const retryRow = useCallback(
    (key: string) => {
      const node = graph.nodes.get(key);
      if (node) retryMutate(node.entity);
    },
    [graph, retryMutate],
  );
  const openEvidence = useCallback(
    (key: string, kind: RiskKind) => {
      const node = graph.nodes.get(key);
      if (node) setEvidence({ entity: node.entity, kind });
    },
    [graph],
  );

  const root = graph.nodes.get(graph.rootKey);
  const meta = {
    title: `Relacionamentos de ${root?.entity.name ?? answer.analysis.documentInfo}`,
    generatedAt: dataTime,
    filters: filterText(view),
    organization: organizationName,
    person: personName,
    // Read when the file is made (the getter below), not when the screen was drawn.
    get exportedAt() {
      return `Exportado em ${formatDateTime(Date.now())}`;
    },
    checkedAt: checkedAtLabel(answer.analysis.finishedAt),
    note: protestNote(answer.analysis, NO_PROTESTS_NOTE),
    noRisk: noRiskText(answer.analysis),
  };
  const hasRegistry = (key: string) => Boolean(graph.nodes.get(key)?.entity.registry);
  const openRegistry = (key: string) => setRegistryOf(graph.nodes.get(key)?.entity ?? null);
  const registryPartners = registryOf ? answer.relations.filter((r) => r.companyId === registryOf.id) : [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <GraphToolbar state={view} mode={mode} onChange={onViewChange} />
        <ExportButtons
          getRows={getRows}
          meta={meta}
          fileName={`relacionamentos-${answer.analysis.documentNumber}`}
          onExported={recordExport}
        />
      </Group>
      <Group gap="sm" align="center">
        <Text size="sm" c="dark.4" aria-live="polite">
          {complete.nodes.length} entidades, {flaggedCount} com risco
          {failedCount > 0 ? `, ${failedCount} com consulta falha` : ''}
          {hiddenCount > 0 && mode === 'grafo' ? ` · ${hiddenCount} agrupadas em "+N"` : ''}
        </Text>
        {hiddenCount > 0 && mode === 'grafo' && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => startTransition(() => setOpenClusters(allClusterKeys(tree)))}
          >
            Abrir todos os grupos
          </Button>
        )}
        {visible.opened.length > 0 && mode === 'grafo' && (
          <Button size="compact-sm" variant="subtle" onClick={() => startTransition(() => setOpenClusters(new Set()))}>
            Recolher os grupos abertos
          </Button>
        )}
      </Group>
      {expand.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(expand.error)}
        </Alert>
      )}
      {mode === 'grafo' && <GraphLegend folded={narrow} />}
      {mode === 'grafo' ? (
        <GraphPanel
          graph={graph}
          view={visible}
          distances={distances}
          path={path}
          busy={busy}
          retrying={retry.isPending ? (retry.variables?.id ?? null) : null}
          retryErrors={retryErrors}
          offline={offline}
          canRetry={canAct}
          // Rings run left to right on phones too: a ring is a column, and a phone is taller than wide.
          vertical={false}
          actions={actions}
        />
      ) : (
        <RelationshipTable
          rows={rows ?? []}
          caption={`${meta.title} — ${meta.filters}`}
          onEvidence={openEvidence}
          retrying={retry.isPending ? (retry.variables?.id ?? null) : null}
          retryErrors={retryErrors}
          noRisk={meta.noRisk}
          hasRegistry={hasRegistry}
          onRegistry={openRegistry}
          {...(canAct && !offline ? { onRetry: retryRow } : {})}
        />
      )}
      <RegistrySheet
        entity={registryOf}
        partners={registryPartners}
        onClose={() => setRegistryOf(null)}
        fullScreen={narrow}
        scope={scope}
        analysisId={answer.analysis.id}
        canIssue={canAct}
      />
      <EvidenceSheet
        // The entity as the graph has it now: a decision made in the sheet shows without reopening it.
        entity={evidence ? (graph.nodes.get(evidence.entity.id)?.entity ?? evidence.entity) : null}
        kind={evidence?.kind ?? null}
        onClose={() => setEvidence(null)}
        fullScreen={narrow}
        scope={scope}
        analysisId={answer.analysis.id}
        canDecide={canAct && !offline}
      />
    </Stack>
  );
}
