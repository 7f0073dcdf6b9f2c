import type { Page } from '@playwright/test';
import { evaluateQuietly } from './marks.ts';

/**
 * A fixed amount of the kinds of work a page's start does, run in the page under test at its CPU slowdown: compile
 * and run a script never seen before (1,000 small functions, each called once), build and lay out 1,000 elements,
 * allocate, sort and clone 30,000 objects (140–330 ms at 4× here). Its time says how fast that page's CPU was at
 * that moment: figures 4 and 5 follow the machine (the same build's repeat visit read 339 and 550 ms alone minutes
 * apart), and this is measured beside them to tell the machine from the app. The random comment and literal keep
 * V8's code cache from serving the compile from a previous run.
 */
export const CPU_REFERENCE_SCRIPT = `(() => {
  const t0 = performance.now();
  let source = '/*' + Math.random() + '*/\\n';
  const names = [];
  for (let i = 0; i < 1000; i++) {
    source += 'function f' + i + '(a, b) { const x = [a, b, ' + i + ']; return x.map((v) => v * 2).join(","); }\\n';
    names.push('f' + i);
  }
  source += 'return [' + names.join(',') + '].reduce((s, f, i) => s + f(i, ' + Math.random() + ').length, 0);';
  new Function(source)();
  const host = document.createElement('div');
  host.style.cssText = 'position:absolute;left:0;top:0;width:300px;visibility:hidden';
  document.body.appendChild(host);
  for (let i = 0; i < 1000; i++) {
    const row = document.createElement('div');
    row.className = 'bench-ref-' + (i % 7);
    row.textContent = 'Processo ' + i;
    host.appendChild(row);
  }
  host.getBoundingClientRect();
  host.remove();
  const rows = [];
  for (let i = 0; i < 30000; i++) rows.push({ id: i, name: 'n' + ((i * 7919) % 30000), values: [i, i + 1] });
  rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  JSON.parse(JSON.stringify(rows.slice(0, 10000)));
  return performance.now() - t0;
})()`;

/** What the reference does, for the report's notes. */
export const REFERENCE_NOTE =
  "a fixed script in the visits' page at 4× CPU, after each visit: 1,000 new functions compiled and called, 1,000 " +
  'elements laid out, 30,000 objects sorted and cloned (tests/bench/lib/cpu-reference.ts)';

/** The reference's time in `page` now (ms), or NaN when the page could not run it. */
export async function cpuReferenceMs(page: Page): Promise<number> {
  const value = await evaluateQuietly(page, CPU_REFERENCE_SCRIPT);
  return typeof value === 'number' ? value : Number.NaN;
}
