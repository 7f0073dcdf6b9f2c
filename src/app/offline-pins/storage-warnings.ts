import { notifications } from '@mantine/notifications';
import { formatBytes } from '../../lib/format-bytes';
import type { StorageUse } from '../../offline/storage-quota';

export const QUOTA_FULL_MESSAGE =
  'Não há espaço neste dispositivo para salvar os dados para uso offline. Remova processos de “Disponível offline” ou libere espaço no aparelho.';

export function nearQuotaMessage(use: StorageUse): string {
  return `O armazenamento deste dispositivo está quase cheio (${formatBytes(use.usage)} de ${formatBytes(use.quota)}). Remova de “Disponível offline” os processos de que não precisar mais.`;
}

/** A write refused for lack of space (pinning, the persisted caches). One notice at a time. */
export function warnQuotaFull(): void {
  notifications.show({
    id: 'storage-full',
    color: 'red',
    title: 'Sem espaço para dados offline',
    message: QUOTA_FULL_MESSAGE,
    autoClose: 10_000,
  });
}

export function warnNearQuota(use: StorageUse): void {
  notifications.show({
    id: 'storage-near',
    color: 'yellow',
    title: 'Armazenamento quase cheio',
    message: nearQuotaMessage(use),
    autoClose: 10_000,
  });
}
