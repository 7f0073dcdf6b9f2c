/** A V8 CPU profile (DevTools' Profiler.stop), as far as this reading needs it. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    /** Samples per source line (1-based) of the function: where a function's own time went. */
    positionTicks?: { line: number; ticks: number }[];
  }[];
  startTime: number;
  endTime: number;
  samples: number[];
  /** µs before each sample. */
  timeDeltas: number[];
}

/** A script position mapped back to its source ('src/contract/dates.ts:19', '@mantine/core/…/Box.mjs:12'), or null. */
export type SourceOf = (url: string, line: number, column: number) => string | null;

export interface ProfileSummary {
  /** ms of JavaScript, of the browser's own work ("(program)") and idle. */
  jsMs: number;
  programMs: number;
  idleMs: number;
  /** ms of own time per package (node_modules) or per file of src/. */
  byPackage: [string, number][];
  /** ms of own time per function and its file. */
  byFunction: [string, number][];
  /**
   * ms of own time per source line of the scripts' top level: what a chunk's evaluation ran itself. A bundler hoists
   * every module of a chunk into one scope, so a module's top-level statement (an object built, a format created)
   * shows here and not under a function.
   */
  topLevelLines: [string, number][];
}

const OUTSIDE = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** 'src/…' for the app's files, the package name for node_modules, the file otherwise. */
export function packageOf(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules) return inModules[1]!;
  const inSrc = /(?:^|\/)(src\/[^:]+)/.exec(source);
  return inSrc ? inSrc[1]! : source.replace(/:\d+$/, '');
}

const shortSource = (source: string) => source.replace(/^.*node_modules\//, '').replace(/^.*?(?:^|\/)(src\/)/, '$1');

const sorted = (m: Map<string, number>, top: number): [string, number][] =>
  [...m].sort((a, b) => b[1] - a[1]).slice(0, top);

/** Own time by package, function and top-level line; positions mapped through `sourceOf` (the build's source maps). */
export function summarizeProfile(profile: CpuProfile, sourceOf: SourceOf, top = 30): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const add = (m: Map<string, number>, key: string, ms: number) => m.set(key, (m.get(key) ?? 0) + ms);
  let jsMs = 0;
  let programMs = 0;
  let idleMs = 0;
  profile.samples.forEach((id, i) => {
    // A sample lasts until the next one.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)') return void (idleMs += ms);
    if (functionName === '(program)') return void (programMs += ms);
    jsMs += ms;
    if (OUTSIDE.has(functionName) || !url) return add(byPackage, functionName || '(native)', ms);
    const source = sourceOf(url, lineNumber, columnNumber) ?? url;
    add(byPackage, packageOf(source), ms);
    add(byFunction, `${functionName || '(anonymous)'} ${shortSource(source)}`, ms);
  });
  const perSample = (profile.endTime - profile.startTime) / Math.max(profile.samples.length, 1) / 1000;
  const topLevel = new Map<string, number>();
  for (const node of profile.nodes) {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    // A chunk's top-level function starts at its first character and has no name.
    if (!url || lineNumber !== 0 || columnNumber !== 0 || functionName !== '') continue;
    for (const { line, ticks } of node.positionTicks ?? []) {
      const source = sourceOf(url, line - 1, 0) ?? `${url.split('/').pop()}:${line}`;
      add(topLevel, shortSource(source), ticks * perSample);
    }
  }
  return {
    jsMs,
    programMs,
    idleMs,
    byPackage: sorted(byPackage, top),
    byFunction: sorted(byFunction, top),
    topLevelLines: sorted(topLevel, top),
  };
}

/** The summary as text, three tables of "ms  what". */
export function describeProfile(summary: ProfileSummary): string {
  const table = (title: string, rows: [string, number][]) =>
    [title, ...rows.map(([what, ms]) => `${ms.toFixed(1).padStart(8)}  ${what}`)].join('\n');
  return [
    `JavaScript ${summary.jsMs.toFixed(0)} ms, the browser's own work ${summary.programMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms`,
    table('Own time by package or file of src/:', summary.byPackage),
    table('Own time by function:', summary.byFunction),
    table("Own time of the chunks' top level, by source line:", summary.topLevelLines),
  ].join('\n\n');
}
