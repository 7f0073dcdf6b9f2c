/**
 * What the browser's own push errors mean, in Portuguese: Chrome rejects PushManager.subscribe with
 * English texts such as "Registration failed - permission denied", which a person must never read raw.
 */
const PUSH_BLOCKED_MESSAGE =
  'O navegador não permitiu as notificações para este aplicativo. Libere as notificações nas configurações do site (ícone ao lado do endereço) e tente novamente.';
const PUSH_SERVICE_MESSAGE =
  'O serviço de notificações do navegador não respondeu agora. Tente novamente em instantes.';
const PUSH_GENERIC_MESSAGE = 'Não foi possível ativar as notificações neste aparelho. Tente novamente.';

/** The browser's subscribe failure as a message for the person; by the DOMException's name, never its English text. */
export function pushSubscribeErrorMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError') return PUSH_BLOCKED_MESSAGE;
  if (name === 'AbortError' || name === 'NetworkError' || name === 'TimeoutError') return PUSH_SERVICE_MESSAGE;
  return PUSH_GENERIC_MESSAGE;
}
