import { newReport, skip, WATCHLIST_MESSAGES, type ParseReport, type WatchlistEntry } from '../watchlist-entry.ts';
import { isoIfValid, normalizeName } from '../normalize.ts';
import { childText, descendants, readXmlRecords, type XmlLayout, type XmlNode } from './xml-records.ts';

/** The UN Security Council's consolidated list: `<CONSOLIDATED_LIST dateGenerated=…>` with individuals and entities. */
export const UN_LAYOUT: XmlLayout = {
  root: 'CONSOLIDATED_LIST',
  records: ['INDIVIDUALS/INDIVIDUAL', 'ENTITIES/ENTITY'],
  containers: ['INDIVIDUALS', 'ENTITIES'],
  metadata: [],
};

const NAME_PARTS = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'];

const joinName = (node: XmlNode, parts: string[]): string =>
  parts
    .map((part) => childText(node, part))
    .filter(Boolean)
    .join(' ');

export function mapUnRecord(
  node: XmlNode,
  kind: 'PERSON' | 'COMPANY',
): Omit<WatchlistEntry, 'list'> | { problem: string } {
  const id = childText(node, 'DATAID');
  if (!id) return { problem: WATCHLIST_MESSAGES.missingField('DATAID') };
  const name = joinName(node, NAME_PARTS);
  if (!name) return { problem: WATCHLIST_MESSAGES.missingField('FIRST_NAME') };
  const listedOn = childText(node, 'LISTED_ON');
  const startDate = listedOn === '' ? null : (isoIfValid(listedOn.slice(0, 10)) ?? undefined);
  if (startDate === undefined) return { problem: WATCHLIST_MESSAGES.badDate('LISTED_ON', listedOn) };
  const reference = childText(node, 'REFERENCE_NUMBER');
  const listType = childText(node, 'UN_LIST_TYPE');
  const aliases = descendants(node, kind === 'PERSON' ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS')
    .map((alias) => normalizeName(childText(alias, 'ALIAS_NAME')))
    .filter(Boolean);
  return {
    recordId: id,
    kind,
    document: null,
    maskedDigits: null,
    name,
    nameNormalized: normalizeName(name),
    aliases,
    sanctioningBody: 'Conselho de Segurança das Nações Unidas',
    type: listType ? `Regime ${listType}` : null,
    startDate,
    endDate: null,
    graceEndDate: null,
    legalBasis: reference ? `Referência ONU ${reference}` : null,
    sourceLink: null,
    raw: { dataId: id, reference, listType, name, listedOn, comments: childText(node, 'COMMENTS1') || null },
  };
}

/** The consolidated list, record by record; its date is the root's dateGenerated. */
export async function* readUnConsolidated(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  report: ParseReport = newReport(),
): AsyncGenerator<WatchlistEntry> {
  for await (const item of readXmlRecords(UN_LAYOUT, chunks, report)) {
    if (item.path === '') {
      report.publishedOn = isoIfValid((item.node.attributes.dateGenerated ?? '').slice(0, 10)) ?? null;
      continue;
    }
    const mapped = mapUnRecord(item.node, item.path === 'INDIVIDUALS/INDIVIDUAL' ? 'PERSON' : 'COMPANY');
    if ('problem' in mapped) skip(report, item.position, mapped.problem);
    else {
      report.rows++;
      yield { list: 'UN', ...mapped };
    }
  }
}
