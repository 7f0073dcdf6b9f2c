import { Center, Loader } from '@mantine/core';
import { OfflineAlert } from '../../../components/offline-alert';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-error';

interface Props<T> {
  query: UseQueryResult<T>;
  /** "as OABs cadastradas": what is loading, failing or unavailable offline. */
  what: string;
  children: (data: T) => ReactNode;
}

/** Loading, failed and offline-without-a-copy states of one court-data query; the data otherwise (kept offline). */
export function QueryState<T>({ query, what, children }: Props<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.fetchStatus === 'paused') {
    return (
      <OfflineAlert>
        Não há uma cópia de {what} neste dispositivo. Elas aparecem assim que a conexão voltar.
      </OfflineAlert>
    );
  }
  if (query.isError)
    return (
      <ErrorState
        title={`Não foi possível carregar ${what}`}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <Center py="xl">
      <Loader aria-label={`Carregando ${what}`} />
    </Center>
  );
}
