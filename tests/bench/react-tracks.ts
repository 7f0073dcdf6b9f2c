/**
 * npm run react-tracks [-- --page /processos/1] [--rate 4] [--skip-build] — a diagnostic, not a figure: which renders
 * make a signed-in screen's long tasks. Builds the app with React's profiling build (VITE_REACT_PROFILE=1), signs
 * admin@ in with the service worker active, loads the page at `rate`× CPU under a DevTools trace, and prints each task
 * over 50 ms with the React work in it (lane, phase, the components that took the time). The trace is kept in
 * bench-results/react-tracks.trace.json for DevTools' Performance panel. Ports: REACT_TRACKS_PORT (4595),
 * REACT_TRACKS_IDENTITY_PORT (9655). docs/performance.md#react-tracks says how to read it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { viteBuild } from './lib/builds.ts';
import { describeLongTasks, longTasksWithReact, type TraceEvent } from './lib/react-tracks.ts';
import { measureWarmedPage } from './lib/warm-page.ts';

const DIST = 'dist-react-profile';
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      page: { type: 'string', default: '/processos/1' },
      rate: { type: 'string', default: '4' },
      'skip-build': { type: 'boolean', default: false },
    },
  });
  const rate = Number(values.rate);
  if (!values['skip-build']) await viteBuild({ outDir: DIST, env: { VITE_REACT_PROFILE: '1' } });
  await measureWarmedPage(
    {
      dist: DIST,
      port: Number(process.env.REACT_TRACKS_PORT ?? 4595),
      identityPort: Number(process.env.REACT_TRACKS_IDENTITY_PORT ?? 9655),
      path: values.page,
      rate,
    },
    async (page, cdp) => {
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
      await page.goto(values.page);
      await page.waitForTimeout(8_000);
      await cdp.send('Tracing.end');
      await complete;
      mkdirSync('bench-results', { recursive: true });
      writeFileSync('bench-results/react-tracks.trace.json', JSON.stringify({ traceEvents: events }));
      const tasks = longTasksWithReact(events, 50);
      const blocking = tasks.reduce((sum, t) => sum + t.ms - 50, 0);
      console.log(
        `${values.page} at ${rate}× CPU: ${tasks.length} tasks over 50 ms, ${blocking.toFixed(0)} ms blocking`,
      );
      console.log(describeLongTasks(tasks));
    },
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
