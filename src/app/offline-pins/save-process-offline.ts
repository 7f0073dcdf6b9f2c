import type { QueryClient } from '@tanstack/react-query';
import { customFieldAnswersQueryOptions } from '../../features/process-workspace/api/get-custom-field-answers';
import { customFieldValuesQueryOptions } from '../../features/process-workspace/api/get-custom-field-values';
import { customFieldsQueryOptions } from '../../features/process-workspace/api/get-custom-fields';
import { autosQueryOptions } from '../../features/processes/api/get-autos';
import { getCaseFileUrl } from '../../features/processes/api/get-case-file-url';
import { movementTypesQueryOptions } from '../../features/processes/api/get-movement-types';
import { movementsQueryOptions } from '../../features/processes/api/get-movements';
import { processQueryOptions } from '../../features/processes/api/get-process';
import { downloadBlob } from '../../lib/http';
import { getPinnedFile, putPinnedFile } from '../../offline/pinned-files';
import { pinKey, type PinnedFile, type PinnedProcess } from '../../offline/pinned-store';

const jsonBytes = (value: unknown) => new Blob([JSON.stringify(value ?? null)]).size;

/**
 * Fetches what "Disponível offline" keeps of a process — detail, first page of movements (as the timeline opens
 * it), movement types, case files list and custom fields — into the query cache (which persists them), and
 * downloads its case files and manual-movement files into Cache Storage (skipping those already saved).
 * Throws on the first failure (network, QuotaExceededError); what was saved so far stays.
 */
export async function saveProcessOffline(
  client: QueryClient,
  userId: string,
  orgId: number,
  processId: number,
  pinnedAt?: number,
): Promise<PinnedProcess> {
  const fresh = { staleTime: 0 } as const;
  const detail = await client.fetchQuery({ ...processQueryOptions(orgId, processId), ...fresh });
  const [movements, autos, fields, answers] = await Promise.all([
    client.fetchQuery({ ...movementsQueryOptions(orgId, processId, { page: 0 }), ...fresh }),
    client.fetchQuery({ ...autosQueryOptions(orgId, processId), ...fresh }),
    client.fetchQuery({ ...customFieldsQueryOptions(orgId, processId), ...fresh }),
    client.fetchQuery({ ...customFieldAnswersQueryOptions(orgId, processId), ...fresh }),
    client.prefetchQuery(movementTypesQueryOptions(orgId)),
  ]);
  const selects = fields.filter((f) => f.type === 'SELECT');
  const options = await Promise.all(
    selects.map((f) => client.fetchQuery(customFieldValuesQueryOptions(orgId, processId, f.id))),
  );

  const files: (PinnedFile & { url: string | null })[] = [
    ...autos.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      contentType: a.contentType,
      size: 0,
      url: a.file,
    })),
    ...movements.result.flatMap((m) => (m.file ? [{ ...m.file, description: m.text, size: 0, url: null }] : [])),
  ];
  let bytes =
    jsonBytes(detail) +
    jsonBytes(movements) +
    jsonBytes(autos) +
    jsonBytes(fields) +
    jsonBytes(answers) +
    jsonBytes(options);
  const saved: PinnedFile[] = [];
  for (const file of files) {
    let blob = await getPinnedFile(userId, file.id);
    if (!blob) {
      blob = await downloadBlob(file.url ?? (await getCaseFileUrl(file.id)).url);
      await putPinnedFile(userId, file.id, blob);
    }
    const size = blob.size;
    bytes += size;
    saved.push({ id: file.id, name: file.name, description: file.description, contentType: file.contentType, size });
  }
  const now = Date.now();
  return {
    key: pinKey(userId, orgId, processId),
    userId,
    orgId,
    processId,
    number: detail.number,
    pinnedAt: pinnedAt ?? now,
    savedAt: now,
    bytes,
    files: saved,
  };
}
