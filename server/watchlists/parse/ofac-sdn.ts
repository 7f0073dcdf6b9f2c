import { classifyDocumentNumber, normalizeDocument } from '../../../src/contract/brazil-document.ts';
import { newReport, skip, WATCHLIST_MESSAGES, type ParseReport, type WatchlistEntry } from '../watchlist-entry.ts';
import { normalizeName, usDate } from '../normalize.ts';
import { childText, descendants, readXmlRecords, type XmlLayout, type XmlNode } from './xml-records.ts';

/** OFAC's SDN.XML: `<sdnList>` with `<publshInformation>` (sic, as published) and one `<sdnEntry>` per listing. */
export const OFAC_LAYOUT: XmlLayout = {
  root: 'sdnList',
  records: ['sdnEntry'],
  containers: [],
  metadata: ['publshInformation'],
};

/** OFAC's own page for one listing: the evidence link. */
export const ofacEntryLink = (uid: string): string =>
  `https://sanctionssearch.ofac.treas.gov/Details.aspx?id=${encodeURIComponent(uid)}`;

const fullName = (node: XmlNode): string =>
  [childText(node, 'firstName'), childText(node, 'lastName')].filter(Boolean).join(' ');

/** A Brazilian CPF/CNPJ among the entry's ids (OFAC lists a few, as "C.P.F." or "CNPJ" id types). */
function brazilianDocument(node: XmlNode): string | null {
  for (const id of descendants(node, 'id')) {
    const type = normalizeName(childText(id, 'idType')).replace(/ /g, '');
    if (!/CPF|CNPJ|CADASTRO/.test(type)) continue;
    const number = childText(id, 'idNumber');
    if (classifyDocumentNumber(number) !== 'UNRECOGNIZED') return normalizeDocument(number);
  }
  return null;
}

export function mapSdnEntry(node: XmlNode): Omit<WatchlistEntry, 'list'> | { problem: string } {
  const uid = childText(node, 'uid');
  if (!uid) return { problem: WATCHLIST_MESSAGES.missingField('uid') };
  const name = fullName(node);
  if (!name) return { problem: WATCHLIST_MESSAGES.missingField('lastName') };
  const sdnType = childText(node, 'sdnType');
  const programs = descendants(node, 'program').map((program) => program.text.trim());
  const document = brazilianDocument(node);
  return {
    recordId: uid,
    kind: sdnType === 'Individual' ? 'PERSON' : sdnType === 'Entity' ? 'COMPANY' : 'UNKNOWN',
    document,
    maskedDigits: null,
    name,
    nameNormalized: normalizeName(name),
    aliases: descendants(node, 'aka')
      .map((aka) => normalizeName(fullName(aka)))
      .filter(Boolean),
    sanctioningBody: 'Office of Foreign Assets Control (OFAC), Tesouro dos EUA',
    type: programs.length > 0 ? `SDN — ${programs.join(', ')}` : 'SDN',
    // The SDN file carries no listing date per entry: the listing holds from before the version it is in.
    startDate: null,
    endDate: null,
    graceEndDate: null,
    legalBasis: programs.length > 0 ? `Programas OFAC: ${programs.join(', ')}` : null,
    sourceLink: ofacEntryLink(uid),
    raw: { uid, sdnType, name, programs, remarks: childText(node, 'remarks') || null },
  };
}

/** The SDN list, entry by entry (see readXmlRecords for what refuses the file). */
export async function* readOfacSdn(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  report: ParseReport = newReport(),
): AsyncGenerator<WatchlistEntry> {
  for await (const item of readXmlRecords(OFAC_LAYOUT, chunks, report)) {
    if (item.path === 'publshInformation') {
      report.publishedOn = usDate(childText(item.node, 'Publish_Date')) ?? null;
      continue;
    }
    if (item.path !== 'sdnEntry') continue;
    const mapped = mapSdnEntry(item.node);
    if ('problem' in mapped) skip(report, item.position, mapped.problem);
    else {
      report.rows++;
      yield { list: 'OFAC', ...mapped };
    }
  }
}
