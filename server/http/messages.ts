/** Every user-facing message of the API, in pt-BR, in one place. */
export const MESSAGES = {
  missingToken: 'Autenticação necessária: envie o token de acesso no cabeçalho Authorization (Bearer).',
  invalidToken: 'Token de acesso inválido. Faça login novamente.',
  expiredToken: 'Sessão expirada. Faça login novamente.',
  tokenWithoutEmail: 'O token de acesso não contém um e-mail. Faça login novamente.',
  identityUnavailable: 'O serviço de identidade está indisponível no momento. Tente novamente em instantes.',
  noOrganizationAccess: 'Você não tem acesso a esta organização.',
  profileNotAllowed: 'Seu perfil não permite esta ação nesta organização.',
  holderNotInOrganization: 'Este titular não pertence a esta organização.',
  otherUsersTerms: 'Você só pode consultar os termos aceitos pelo seu próprio e-mail.',
  resetRestricted:
    'Desculpe, você não tem permissão para redefinir sua própria senha. Essa ação está restrita apenas a determinados usuários.',
  unknownEmail: 'Não encontramos um usuário com este e-mail.',
  invalidJson: 'JSON inválido no corpo da requisição.',
  emptyJson: 'O corpo da requisição está vazio, mas o Content-Type indica JSON.',
  bodyTooLarge: 'O corpo da requisição é grande demais.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado. Envie application/json.',
  invalidRequest: 'Requisição inválida.',
  routeNotFound: (method: string, url: string) => `Rota não encontrada: ${method} ${url}`,
  internalError: 'Erro interno do servidor. Tente novamente mais tarde.',
} as const;

/** HTTP reason phrases used in the `error` field of ErrorResponse. */
export const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
