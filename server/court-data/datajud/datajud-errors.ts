/** What can go wrong talking to DataJud, each with the Portuguese message an operator or admin reads. */
export class DatajudError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'DatajudError';
  }
}

export const DATAJUD_MESSAGES = {
  keyRefused:
    'O DataJud recusou a chave de acesso (HTTP 401/403). A chave pública do CNJ muda sem aviso: confira a atual em ' +
    'datajud-wiki.cnj.jus.br/api-publica/acesso e atualize DATAJUD_API_KEY.',
  badAnswer:
    'O DataJud respondeu algo que não é uma resposta de busca (uma página HTML ou conteúdo inválido). Nada foi lido ' +
    'desta consulta.',
  rateLimited:
    'O DataJud limitou as consultas (HTTP 429) mesmo depois de esperar. Os termos de uso permitem até 120 consultas ' +
    'por minuto.',
  unavailable: (detail: string) => `O DataJud está indisponível (${detail}). Tente de novo mais tarde.`,
  partial:
    'O DataJud respondeu só em parte (parte do índice falhou) e sem resultados: isso não quer dizer que o processo não ' +
    'existe. Tente de novo mais tarde.',
  noIndex: 'Este tribunal não tem índice no DataJud (o STF e o CNJ não publicam nele).',
  refused: (status: number) => `O DataJud recusou a consulta (HTTP ${status}).`,
} as const;
