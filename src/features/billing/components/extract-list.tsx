import { BareStack } from '../../../components/bare/bare-stack';
import { FailedListEmpty } from '../../../components/failed-list-empty';
import { PagedList } from '../../../components/paged-list/paged-list';
import { EXTRACT_PAGE_SIZE } from '../../../contract/constants/billing';
import { countLabel } from '../../../contract/plural';
import { errorMessage } from '../../../lib/api-error';
import type { HolderScope } from '../../../lib/holder-scope';
import { useExtract } from '../api/get-extract';
import { toExtractQuery, type ExtractState } from '../extract-params';
import { ExtractRowCard } from './extract-row-card';
import { ExtractTable } from './extract-table';
import { formatCentavos } from '../../../contract/money';

interface Props {
  scope: HolderScope;
  state: ExtractState;
  onPageChange: (page: number) => void;
}

/** One page of the extract (10 rows), with the count and the value of every row of the filters. */
export function ExtractList({ scope, state, onPageChange }: Props) {
  const query = useExtract(scope, toExtractQuery(state));
  const retry = () => void query.refetch();
  // No error dialog; but a failure says what failed and why, never "no consumption".
  return (
    <PagedList
      query={query}
      page={state.pagina}
      onPageChange={onPageChange}
      pageSize={EXTRACT_PAGE_SIZE}
      loadingLabel="Carregando extrato"
      count={(extract) =>
        `${countLabel(extract.total, 'consumo', 'consumos')} · total ${formatCentavos(extract.totalAmount)}`
      }
      countTestId="extract-total"
      empty={{
        message: 'Nenhum consumo encontrado.',
        hint: 'Revise o período ou limpe os filtros.',
        testId: 'extract-empty',
      }}
      failed={
        <FailedListEmpty
          testId="extract-empty"
          message="Não foi possível carregar o extrato."
          hint={errorMessage(query.error)}
          failed
          onRetry={retry}
        />
      }
      offline={
        <FailedListEmpty
          testId="extract-empty"
          message="Este extrato ainda não foi salvo neste dispositivo."
          hint="Ele aparece assim que a conexão voltar; depois de aberto, fica disponível sem internet."
          failed
          onRetry={retry}
        />
      }
      wide={(rows) => <ExtractTable rows={rows} />}
      narrow={(rows) => (
        <BareStack align="stretch">
          {rows.map((row) => (
            <ExtractRowCard key={row.id} row={row} />
          ))}
        </BareStack>
      )}
    />
  );
}
