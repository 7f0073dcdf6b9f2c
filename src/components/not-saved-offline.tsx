import { OfflineAlert } from './offline-alert';

interface Props {
  /** What was never saved, as the sentence's subject ("Este processo", "A lista de autos"). */
  what: string;
  /** The subject's grammatical gender: "salvo" or "salva". */
  feminine?: boolean;
}

/** Offline, for something never saved on this device: says so instead of a loader that would spin until online. */
export function NotSavedOffline({ what, feminine = false }: Props) {
  return (
    <OfflineAlert testId="not-saved-offline">
      {what} ainda não foi {feminine ? 'salva' : 'salvo'} neste dispositivo. Abra esta tela com internet ao menos uma
      vez, ou marque o processo como “Disponível offline”.
    </OfflineAlert>
  );
}
