type ApiErrorKind = 'http' | 'network' | 'timeout';

/** Every failed API call ends as one of these, with a message that can be shown to the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly code: string | undefined;

  constructor(status: number, message: string, kind: ApiErrorKind = 'http', code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.kind = kind;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const NETWORK_ERROR_MESSAGE = 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';
export const TIMEOUT_ERROR_MESSAGE = 'O servidor demorou demais para responder. Tente novamente.';

/** Used when an error body carries no message of its own. */
export function defaultMessageForStatus(status: number): string {
  if (status === 400) return 'Requisição inválida.';
  if (status === 401) return 'Sua sessão expirou. Entre novamente.';
  if (status === 403) return 'Você não tem permissão para esta ação.';
  if (status === 404) return 'Não encontrado.';
  if (status === 413) return 'Arquivo grande demais.';
  if (status === 429) return 'Muitas requisições. Aguarde um pouco e tente novamente.';
  if (status >= 500) return 'Erro no servidor. Tente novamente em instantes.';
  return `Erro inesperado (${status}).`;
}

/** A message for any thrown value, for places that show errors to people. */
export function errorMessage(error: unknown, fallback = 'Ocorreu um erro inesperado.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
