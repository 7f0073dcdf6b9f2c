import type { CommunicationLawyer, CommunicationParty, CourtCommunication, PartyPole } from '../court-communication.ts';
import { communicationPlainText, sanitizeCommunicationHtml } from '../sanitize-communication.ts';
import { tpuName } from '../tpu/tpu-lookup.ts';

/**
 * One DJEN item → our model. Pure: no network, no clock, no database. Reads leniently (a field may be missing or
 * null) but refuses an item without what identifies it: its id, a 20-digit process number, its day and court.
 */
export type MapResult = { ok: true; communication: CourtCommunication } | { ok: false; reason: string };

type Raw = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const POLES: Record<string, PartyPole> = { A: 'ACTIVE', P: 'PASSIVE' };

function sourceIdOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  return typeof value === 'string' && /^\d{1,18}$/.test(value.trim()) ? value.trim() : null;
}

function availabilityOf(item: Raw): string | null {
  const iso = text(item.data_disponibilizacao);
  if (iso && /^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const br = text(item.datadisponibilizacao)?.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  return br ? `${br[3]}-${br[2]}-${br[1]}` : null;
}

function partiesOf(value: unknown): CommunicationParty[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const parties: CommunicationParty[] = [];
  for (const entry of value as Raw[]) {
    const name = text(entry?.nome);
    if (!name) continue;
    const pole =
      POLES[
        String(entry.polo ?? '')
          .trim()
          .toUpperCase()
      ] ?? 'OTHER';
    if (seen.has(`${pole}|${name}`)) continue;
    seen.add(`${pole}|${name}`);
    parties.push({ pole, name });
  }
  return parties;
}

function lawyersOf(value: unknown): CommunicationLawyer[] {
  if (!Array.isArray(value)) return [];
  const byOab = new Map<string, CommunicationLawyer>();
  for (const entry of value as Raw[]) {
    const lawyer = (entry?.advogado ?? null) as Raw | null;
    const name = text(lawyer?.nome);
    const oabNumber = String(lawyer?.numero_oab ?? '')
      .replace(/\D/g, '')
      .replace(/^0+(?=\d)/, '');
    const oabUf = String(lawyer?.uf_oab ?? '')
      .trim()
      .toUpperCase();
    if (!name || !oabNumber) continue;
    byOab.set(`${oabNumber}/${oabUf}`, { name, oabNumber, oabUf });
  }
  return [...byOab.values()];
}

const httpLink = (value: unknown): string | null => {
  const link = text(value);
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
};

export function mapDjenItem(raw: unknown, baseUrl: string): MapResult {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return { ok: false, reason: 'item não é um objeto' };
  const item = raw as Raw;
  const sourceId = sourceIdOf(item.id);
  if (!sourceId) return { ok: false, reason: 'item sem id' };
  const processNumber = String(item.numero_processo ?? item.numeroprocessocommascara ?? '').replace(/\D/g, '');
  if (processNumber.length !== 20) return { ok: false, reason: `comunicação ${sourceId}: número de processo inválido` };
  const availabilityDate = availabilityOf(item);
  if (!availabilityDate) return { ok: false, reason: `comunicação ${sourceId}: sem data de disponibilização` };
  const court = text(item.siglaTribunal)?.toUpperCase();
  if (!court) return { ok: false, reason: `comunicação ${sourceId}: sem tribunal` };
  const classCode = Number.parseInt(String(item.codigoClasse ?? ''), 10);
  const hash = text(item.hash);
  const reason = text(item.motivo_cancelamento);
  return {
    ok: true,
    communication: {
      source: 'DJEN',
      sourceId,
      processNumber,
      court,
      organ: text(item.nomeOrgao),
      type: text(item.tipoComunicacao) ?? 'Comunicação',
      documentType: text(item.tipoDocumento),
      className: tpuName('classes', Number.isInteger(classCode) ? classCode : null) ?? text(item.nomeClasse),
      classCode: Number.isInteger(classCode) ? classCode : null,
      availabilityDate,
      textHtml: sanitizeCommunicationHtml(typeof item.texto === 'string' ? item.texto : ''),
      parties: partiesOf(item.destinatarios),
      lawyers: lawyersOf(item.destinatarioadvogados),
      certificateUrl:
        hash && /^[A-Za-z0-9_-]+$/.test(hash)
          ? `${baseUrl.replace(/\/+$/, '')}/api/v1/comunicacao/${hash}/certidao`
          : null,
      link: httpLink(item.link),
      cancelled: reason !== null || text(item.data_cancelamento) !== null,
      // Shown as text; the court may have typed markup in it too.
      cancellationReason: reason ? communicationPlainText(sanitizeCommunicationHtml(reason)) : null,
      cancelledAt: text(item.data_cancelamento),
    },
  };
}
