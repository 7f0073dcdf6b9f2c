/**
 * What can go wrong talking to the DJEN, each with the Portuguese message an admin reads on the sources screen.
 * `fatal` errors stop the whole cycle (every later request would fail the same way); the others fail one search.
 */
export class DjenError extends Error {
  constructor(
    message: string,
    readonly fatal = false,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'DjenError';
  }
}

export const DJEN_MESSAGES = {
  geoBlocked:
    'O DJEN recusou o acesso (HTTP 403). A API do Comunica PJe só atende conexões vindas do Brasil: o servidor precisa ' +
    'sair para a internet por um endereço brasileiro (por exemplo, hospedado na região de São Paulo).',
  badAnswer:
    'O DJEN respondeu algo que não é a lista de comunicações esperada (uma página HTML ou conteúdo inválido). Nada foi ' +
    'gravado desta consulta; a próxima sincronização tenta de novo.',
  rateLimited:
    'O DJEN limitou as consultas (HTTP 429) mesmo depois de esperar um minuto. A próxima sincronização continua daqui.',
  unavailable: (detail: string) =>
    `O DJEN está indisponível (${detail}) depois de novas tentativas. A próxima sincronização tenta de novo.`,
  refused: (status: number) =>
    `O DJEN recusou a consulta (HTTP ${status}). Confira os dados cadastrados (OAB, UF ou número do processo).`,
} as const;

export const geoBlocked = (): DjenError => new DjenError(DJEN_MESSAGES.geoBlocked, true, 403);
export const badAnswer = (status: number | null = 200): DjenError =>
  new DjenError(DJEN_MESSAGES.badAnswer, false, status);
