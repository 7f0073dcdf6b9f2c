import { createHash } from 'node:crypto';
import { Value } from 'typebox/value';
import { classifyDocumentNumber, normalizeDocument } from '../../../src/contract/brazil-document.ts';
import type { CourtDataDeps } from '../../court-data/court-data-providers.ts';
import { TcuCertificateAnswer, TcuViolations } from './tcu-schema.ts';

/** The TCU's answer in Portuguese, for the screen: refused input, unavailable (firewall, outage), or a bad answer. */
export class TcuError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'unavailable',
  ) {
    super(message);
    this.name = 'TcuError';
  }
}

export const TCU_MESSAGES = {
  invalidCnpj: 'CNPJ inválido para a certidão consolidada do TCU.',
  unavailable:
    'Certidão consolidada do TCU indisponível no momento (bloqueio ou manutenção do serviço). Tente mais tarde.',
  badAnswer: 'Certidão consolidada do TCU indisponível: resposta em formato inesperado.',
} as const;

export interface TcuRegistry {
  /** 'Licitantes Inidôneos' (TCU), 'CNIA' (CNJ), 'CEIS', 'CNEP'. */
  registry: string;
  issuer: string;
  listed: boolean;
  note: string | null;
}

export interface TcuCertificate {
  cnpj: string;
  name: string | null;
  issuedAt: string | null;
  controlCode: string | null;
  registries: TcuRegistry[];
  /** The official PDF (seEmitirPDF=true) and its sha256, kept as evidence by the caller; null when not asked. */
  pdf: { bytes: Uint8Array; sha256: string } | null;
  fetchedAt: string;
}

/** Pure mapping of a schema-checked answer. */
export function mapTcuCertificate(answer: TcuCertificateAnswer, fetchedAt: Date): TcuCertificate {
  const pdf = answer.certidaoPDF ? new Uint8Array(Buffer.from(answer.certidaoPDF, 'base64')) : null;
  return {
    cnpj: normalizeDocument(answer.cnpj),
    name: answer.razaoSocial ?? null,
    issuedAt: answer.dataHoraEmissao ?? null,
    controlCode: answer.codigoControle ?? null,
    registries: answer.certidoes.map((item) => ({
      registry: item.tipo,
      issuer: item.emissor,
      listed: item.situacao === 'CONSTAM_REGISTROS',
      note: item.observacao ?? null,
    })),
    pdf: pdf ? { bytes: pdf, sha256: createHash('sha256').update(pdf).digest('hex') } : null,
    fetchedAt: fetchedAt.toISOString(),
  };
}

/**
 * One certificate per CNPJ, on demand (keyless; CNPJ only). The HTTP layer: a retry after 1 s and 4 s on 5xx or a
 * network error (its first call takes seconds); the firewall's HTML page is "indisponível", never a parse error; 412
 * with `violacoes` (a bad check digit) is a refused CNPJ.
 */
export async function fetchTcuCertificate(
  cnpj: string,
  options: { baseUrl: string; pdf: boolean } & CourtDataDeps,
): Promise<TcuCertificate> {
  const document = normalizeDocument(cnpj);
  if (classifyDocumentNumber(document) !== 'CNPJ') throw new TcuError(TCU_MESSAGES.invalidCnpj, 'invalid');
  const url = `${options.baseUrl}/${encodeURIComponent(document)}?seEmitirPDF=${options.pdf}`;
  const waits = [1_000, 4_000];
  for (let attempt = 0; ; attempt++) {
    const response = await options.fetch(url, { headers: { accept: 'application/json' } }).catch((): null => null);
    if (response && response.status < 500) return answerOf(response, new Date(options.now()));
    await response?.body?.cancel();
    const wait = waits[attempt];
    if (wait === undefined) throw new TcuError(TCU_MESSAGES.unavailable, 'unavailable');
    await options.sleep(wait);
  }
}

async function answerOf(response: Response, fetchedAt: Date): Promise<TcuCertificate> {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (type.includes('text/html') || /^\s*</.test(text)) throw new TcuError(TCU_MESSAGES.unavailable, 'unavailable');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new TcuError(TCU_MESSAGES.badAnswer, 'unavailable');
  }
  if (response.status === 412 && Value.Check(TcuViolations, body))
    throw new TcuError(TCU_MESSAGES.invalidCnpj, 'invalid');
  if (!response.ok || !Value.Check(TcuCertificateAnswer, body))
    throw new TcuError(TCU_MESSAGES.badAnswer, 'unavailable');
  return mapTcuCertificate(body, fetchedAt);
}
