import type { ConsumeUniqueItem } from '../../contract/activities';
import { formatDate } from '../../lib/format-date';
import { countLabel } from '../../contract/plural';

type PauseFields = Pick<
  ConsumeUniqueItem,
  'typeSearch' | 'accessPauseMonitor' | 'daypausemonitor' | 'pauseEndsAt' | 'dtAvailablePause'
>;

/**
 * Where an item stands with pauses (contract: src/contract/activities.ts). A pause needs monitoring (Monitoria);
 * after a pause ends, the next one is available from dtAvailablePause. The server decides (accessPauseMonitor);
 * the dates explain the decision to the user.
 */
type PauseState =
  | { kind: 'not-monitored' }
  | { kind: 'available' }
  | { kind: 'paused'; until: string | null; days: number | null }
  | { kind: 'cooldown'; availableAt: string | null };

export function pauseState(item: PauseFields, now: Date = new Date()): PauseState {
  if (item.typeSearch === 'Pausa') return { kind: 'paused', until: item.pauseEndsAt, days: item.daypausemonitor };
  if (item.typeSearch !== 'Monitoria') return { kind: 'not-monitored' };
  const availableAt = item.dtAvailablePause;
  const waiting = availableAt !== null && new Date(availableAt).getTime() > now.getTime();
  if (item.accessPauseMonitor && !waiting) return { kind: 'available' };
  return { kind: 'cooldown', availableAt: waiting ? availableAt : null };
}

/** The day a pause of `days` started now would end (what the pause menu previews). */
export function pauseEndDate(days: number, now: Date = new Date()): Date {
  const end = new Date(now.getTime());
  end.setDate(end.getDate() + days);
  return end;
}

/** One sentence in Portuguese about pausing this item. */
export function pauseExplanation(state: PauseState): string {
  switch (state.kind) {
    case 'not-monitored':
      return 'A pausa só vale para documentos monitorados.';
    case 'available':
      return 'Pausa disponível: 30, 60 ou 90 dias. O monitoramento volta sozinho ao fim da pausa.';
    case 'paused': {
      const until = formatDate(state.until);
      const length = state.days ? ` de ${countLabel(state.days, 'dia', 'dias')}` : '';
      return until
        ? `Monitoramento em pausa${length} até ${until}; depois ele volta sozinho.`
        : `Monitoramento em pausa${length}.`;
    }
    case 'cooldown':
      return state.availableAt
        ? `Uma nova pausa fica disponível a partir de ${formatDate(state.availableAt)}.`
        : 'Nenhuma pausa disponível para este documento agora.';
  }
}
