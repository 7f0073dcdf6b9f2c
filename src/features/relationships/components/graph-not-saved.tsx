import { OfflineAlert } from '../../../components/offline-alert';

/** Offline, a graph this device never opened: nothing to show, and nothing will come until the connection does. */
export function GraphNotSaved() {
  return (
    <OfflineAlert testId="graph-not-saved">
      Este grafo de relacionamentos ainda não foi salvo neste dispositivo. Abra-o com internet ao menos uma vez para
      consultá-lo offline; a página carrega sozinha quando a conexão voltar.
    </OfflineAlert>
  );
}
