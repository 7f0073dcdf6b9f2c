import { useSearchParams } from 'wouter';
import { BareStack } from '../../components/bare/bare-stack';
import { BareText } from '../../components/bare/bare-text';
import { BareTitle } from '../../components/bare/bare-title';
import { ProcessList } from '../../features/processes/components/process-list';
import { ProcessListFilters } from '../../features/processes/components/process-list-filters';
import { usePrefetchProcesses } from '../../features/processes/api/get-processes';
import {
  readListState,
  toListQuery,
  writeListState,
  type ProcessListState,
} from '../../features/processes/process-list-params';
import { useSession } from '../../features/session/session-context';
import { paths } from '../../lib/paths';

/** /processos — search and filters live in the query string (back/forward and reload keep them). */
export function ProcessListPage() {
  const { organization } = useSession();
  const [search, setSearch] = useSearchParams();
  const state = readListState(search);
  const built = toListQuery(state);
  usePrefetchProcesses(organization.id, built.query);
  const update = (next: ProcessListState) => setSearch(writeListState(next));

  return (
    <BareStack gap="var(--mantine-spacing-lg)" align="stretch">
      <div>
        <BareTitle order={1} size="h2">
          Processos
        </BareTitle>
        <BareText dimmed size="sm">
          Processos de {organization.name}: busque pelo número CNJ ou pelo nome de uma parte.
        </BareText>
      </div>
      <ProcessListFilters value={state} onChange={update} />
      <ProcessList
        orgId={organization.id}
        state={state}
        onPageChange={(pagina) => update({ ...state, pagina })}
        hrefFor={paths.process.getHref}
      />
    </BareStack>
  );
}
