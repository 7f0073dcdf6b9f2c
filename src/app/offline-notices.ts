import { notifications } from '@mantine/notifications';
import { reportError } from '../lib/error-reporting';
import type { StorageErrorKind } from '../offline/idb-store';
import { isQuotaError } from '../offline/storage-quota';
import { warnQuotaFull } from './offline-pins/storage-warnings';

const DISCARDED_CACHE_MESSAGE =
  'Os dados salvos neste dispositivo não puderam ser lidos (versão diferente ou arquivo danificado) e foram descartados. Eles serão baixados de novo quando houver conexão.';

/** Says, once per start, that the saved copy was thrown away. */
export function noticeDiscardedCache(): void {
  notifications.show({
    id: 'offline-cache-discarded',
    color: 'yellow',
    title: 'Dados offline descartados',
    message: DISCARDED_CACHE_MESSAGE,
    autoClose: 15_000,
  });
}

/** Failures of the persisted caches: reported; the ones the user should know about are said in Portuguese. */
export function handleCacheStorageError(kind: StorageErrorKind, error: unknown): void {
  reportError(error, { phase: `offline-cache-${kind}` });
  if (kind === 'discarded') noticeDiscardedCache();
  else if (kind === 'write' && isQuotaError(error)) warnQuotaFull();
}
