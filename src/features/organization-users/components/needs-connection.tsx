import { OfflineAlert } from '../../../components/offline-alert';

/** Offline: the user administration is never kept on the device (admin lists are fetched again), so it says so. */
export function NeedsConnection({ what }: { what: string }) {
  return (
    <OfflineAlert testId="needs-connection">
      {what} precisa de conexão com a internet e não fica salva neste dispositivo. Ela aparece assim que a conexão
      voltar.
    </OfflineAlert>
  );
}
