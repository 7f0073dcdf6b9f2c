import { SaxesParser } from 'saxes';
import { skip, WATCHLIST_MESSAGES, WatchlistFileError, type ParseReport } from '../watchlist-entry.ts';

/** An element read whole: its attributes, its own text and its children. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

/** The text of the first child named `name` (trimmed), or ''. */
export const childText = (node: XmlNode, name: string): string =>
  node.children.find((child) => child.name === name)?.text.trim() ?? '';

/** Every descendant named `name`, depth first. */
export function descendants(node: XmlNode, name: string): XmlNode[] {
  const found: XmlNode[] = [];
  for (const child of node.children) {
    if (child.name === name) found.push(child);
    found.push(...descendants(child, name));
  }
  return found;
}

/** Where a list keeps its records, below its root element. Paths are element names joined by '/'. */
export interface XmlLayout {
  root: string;
  /** Elements each holding one record ('sdnEntry', 'INDIVIDUALS/INDIVIDUAL'). */
  records: readonly string[];
  /** Elements that only hold records ('INDIVIDUALS'). */
  containers: readonly string[];
  /** Elements read whole for the file's metadata ('publshInformation'). */
  metadata: readonly string[];
}

export interface XmlItem {
  /** '' for the root itself (attributes only), else the record's or metadata's path. */
  path: string;
  node: XmlNode;
  /** The record's position in the file (from 1), for the messages. */
  position: number;
}

/**
 * A streaming reader of a list's XML (saxes: a well-formedness-checking SAX parser): only records and metadata are
 * built as small trees, one at a time. The wrong root or a file that does not end (truncated) refuses the file;
 * an unexpected element between records is counted in the report and skipped with its content.
 */
export async function* readXmlRecords(
  layout: XmlLayout,
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  report: ParseReport,
): AsyncGenerator<XmlItem> {
  const parser = new SaxesParser();
  const decoder = new TextDecoder('utf-8');
  const ready: XmlItem[] = [];
  const path: string[] = [];
  const wanted = new Set([...layout.records, ...layout.metadata]);
  const containers = new Set(layout.containers);
  let building: { path: string; stack: XmlNode[] } | null = null;
  /** Depth below which everything is ignored (inside an unexpected element). */
  let ignoreBelow: number | null = null;
  let positions = 0;
  let failure: Error | null = null;
  let rootClosed = false;

  parser.on('error', (error) => {
    failure ??= new WatchlistFileError(WATCHLIST_MESSAGES.badXml(error.message));
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries(tag.attributes)) attributes[key] = String(value);
    const node: XmlNode = { name: tag.name, attributes, text: '', children: [] };
    const depth = path.length;
    path.push(tag.name);
    if (depth === 0) {
      if (tag.name !== layout.root)
        failure ??= new WatchlistFileError(WATCHLIST_MESSAGES.unexpectedRoot(tag.name, layout.root));
      else ready.push({ path: '', node, position: 0 });
      return;
    }
    if (ignoreBelow !== null) return;
    if (building) {
      building.stack.at(-1)?.children.push(node);
      building.stack.push(node);
      return;
    }
    const below = path.slice(1).join('/');
    if (wanted.has(below)) building = { path: below, stack: [node] };
    else if (!containers.has(below)) {
      skip(report, positions + 1, WATCHLIST_MESSAGES.unexpectedElement(tag.name));
      ignoreBelow = depth;
    }
  });
  parser.on('text', (text) => {
    if (building && ignoreBelow === null) {
      const current = building.stack.at(-1);
      if (current) current.text += text;
    }
  });
  parser.on('cdata', (text) => {
    const current = building?.stack.at(-1);
    if (current && ignoreBelow === null) current.text += text;
  });
  parser.on('closetag', () => {
    path.pop();
    const depth = path.length;
    if (depth === 0) rootClosed = true;
    if (ignoreBelow !== null) {
      if (depth === ignoreBelow) ignoreBelow = null;
      return;
    }
    if (!building) return;
    const node = building.stack.pop();
    if (building.stack.length === 0 && node) {
      if (layout.records.includes(building.path)) positions++;
      ready.push({ path: building.path, node, position: positions });
      building = null;
    }
  });

  const flush = function* (): Generator<XmlItem> {
    if (failure) throw failure;
    yield* ready.splice(0, ready.length);
  };
  for await (const chunk of chunks) {
    parser.write(decoder.decode(chunk, { stream: true }));
    yield* flush();
  }
  parser.write(decoder.decode());
  parser.close();
  yield* flush();
  if (!rootClosed) throw new WatchlistFileError(WATCHLIST_MESSAGES.badXml('o elemento raiz não foi fechado'));
}
