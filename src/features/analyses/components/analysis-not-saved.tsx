import { OfflineAlert } from '../../../components/offline-alert';

/** Offline, an analysis not in memory: analyses are never kept on the device, so nothing comes until the network. */
export function AnalysisNotSaved() {
  return (
    <OfflineAlert testId="analysis-not-saved">
      Esta análise precisa de conexão com a internet: as análises não ficam salvas neste dispositivo. Ela aparece
      sozinha quando a conexão voltar.
    </OfflineAlert>
  );
}
