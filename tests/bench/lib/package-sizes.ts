import { gzipSync } from 'node:zlib';

/** The parts of a source map (v3) this reads. */
export interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** One generated line's segments as [column, source index or -1], in column order (source indexes are absolute). */
export function decodeMappings(mappings: string): Array<Array<[number, number]>> {
  const lines: Array<Array<[number, number]>> = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: Array<[number, number]> = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT.get(char);
        if (digit === undefined) throw new Error(`source map: not base64 VLQ: ${char}`);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        segments.push([column, source]);
      } else {
        segments.push([column, -1]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** The npm package a source belongs to (scoped names kept whole), or "app: <folder>" for this repository's code. */
export function packageOf(source: string): string {
  const normalized = source.replace(/\\/g, '/');
  const at = normalized.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [first = '', second = ''] = normalized.slice(at + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (normalized.startsWith('\0') || normalized.includes('vite/') || normalized.includes('rolldown'))
    return '(bundler runtime)';
  const src = normalized.match(/(?:^|\/)src\/([^/]+)(?:\/([^/]+))?/);
  if (src) return `app: src/${src[1]}${src[2] && !src[2].includes('.') ? `/${src[2]}` : ''}`;
  return '(other)';
}

/** The generated text of a chunk split by the package each byte maps back to (unmapped bytes: "(unmapped)"). */
export function textByPackage(
  code: string,
  map: SourceMap,
  classify: (source: string) => string = packageOf,
): Map<string, string> {
  const parts = new Map<string, string[]>();
  const add = (name: string, text: string) => {
    if (text === '') return;
    const list = parts.get(name);
    if (list) list.push(text);
    else parts.set(name, [text]);
  };
  const decoded = decodeMappings(map.mappings);
  code.split('\n').forEach((line, index) => {
    const segments = decoded[index] ?? [];
    add('(unmapped)', line.slice(0, segments[0]?.[0] ?? line.length));
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      const name = source >= 0 ? classify(map.sources[source] ?? '') : '(unmapped)';
      add(name, line.slice(column, end));
    });
  });
  return new Map([...parts].map(([name, list]) => [name, list.join('\n')]));
}

export interface PackageShare {
  name: string;
  raw: number;
  /** The chunk's gzip size shared out in proportion to each package's own gzip size (sums to the chunk's). */
  gzip: number;
}

/**
 * What each package weighs in a chunk. Gzip does not split by package, so each package's text is compressed alone and
 * the chunk's real gzip size is shared out in that proportion: the rows add up to the file, the split is an estimate.
 */
export function packageShares(
  code: string,
  map: SourceMap,
  chunkGzip: number,
  classify: (source: string) => string = packageOf,
): PackageShare[] {
  const texts = textByPackage(code, map, classify);
  const alone = [...texts].map(([name, text]) => ({
    name,
    raw: Buffer.byteLength(text),
    gzipAlone: gzipSync(text, { level: 9 }).length,
  }));
  const sum = alone.reduce((s, p) => s + p.gzipAlone, 0) || 1;
  return alone
    .map((p) => ({ name: p.name, raw: p.raw, gzip: (p.gzipAlone / sum) * chunkGzip }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** Adds package shares of several chunks by name, largest first. */
export function mergeShares(lists: readonly PackageShare[][]): PackageShare[] {
  const total = new Map<string, PackageShare>();
  for (const share of lists.flat()) {
    const sum = total.get(share.name) ?? { name: share.name, raw: 0, gzip: 0 };
    total.set(share.name, { name: share.name, raw: sum.raw + share.raw, gzip: sum.gzip + share.gzip });
  }
  return [...total.values()].sort((a, b) => b.gzip - a.gzip);
}
