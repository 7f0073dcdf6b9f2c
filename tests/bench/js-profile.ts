/**
 * npm run js-profile [-- --page /atividades] [--rate 4] [--production] [--skip-build] [--top 30] — a diagnostic, not
 * a figure: where a signed-in screen's JavaScript time goes, by package, by function and by top-level source line.
 * Signs admin@ in as react-tracks does, loads the page at `rate`× CPU under V8's sampling profiler, and maps every
 * sample through the build's source maps. The profiling build (unminified, the default) gives exact lines; with
 * `--production` the minified build's own costs, with whole-line positions. Ports: JS_PROFILE_PORT (4597),
 * JS_PROFILE_IDENTITY_PORT (9657). docs/performance.md#js-profile says how to read it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { decodedMappings, originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { viteBuild } from './lib/builds.ts';
import { describeProfile, summarizeProfile, type CpuProfile, type SourceOf } from './lib/js-profile.ts';
import { measureWarmedPage } from './lib/warm-page.ts';

/** Source positions through the build's (hidden) source maps; the first mapped segment of a line when column 0 is not. */
function sourceMaps(dist: string): SourceOf {
  const maps = new Map<string, TraceMap | null>();
  return (url, line, column) => {
    if (!maps.has(url)) {
      const path = `${dist}${new URL(url).pathname}.map`;
      maps.set(url, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
    }
    const map = maps.get(url);
    if (!map) return null;
    const at = originalPositionFor(map, { line: line + 1, column });
    if (at.source) return `${at.source}:${at.line}`;
    for (const segment of decodedMappings(map)[line] ?? [])
      if (segment.length !== 1) return `${map.sources[segment[1]] ?? '?'}:${segment[2] + 1}`;
    return null;
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      page: { type: 'string', default: '/atividades' },
      rate: { type: 'string', default: '4' },
      production: { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      top: { type: 'string', default: '30' },
    },
  });
  const dist = values.production ? 'dist-js-profile' : 'dist-react-profile';
  if (!values['skip-build'])
    await viteBuild({ outDir: dist, env: values.production ? {} : { VITE_REACT_PROFILE: '1' } });
  await measureWarmedPage(
    {
      dist,
      port: Number(process.env.JS_PROFILE_PORT ?? 4597),
      identityPort: Number(process.env.JS_PROFILE_IDENTITY_PORT ?? 9657),
      path: values.page,
      rate: Number(values.rate),
    },
    async (page, cdp) => {
      await cdp.send('Profiler.enable');
      // 200 µs: fine enough for a module's top-level line, coarse enough not to slow the page much.
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(values.page);
      await page.waitForTimeout(8_000);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      console.log(`${values.page} at ${values.rate}× CPU, ${values.production ? 'production' : 'profiling'} build\n`);
      console.log(describeProfile(summarizeProfile(profile, sourceMaps(dist), Number(values.top))));
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
