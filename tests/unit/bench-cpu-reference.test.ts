import { describe, expect, it } from 'vitest';
import { CPU_REFERENCE_SCRIPT } from '../bench/lib/cpu-reference.ts';

describe('bench: the CPU reference measured beside figures 4 and 5', () => {
  it('runs in a page, returns its own time and leaves the document as it found it', () => {
    document.body.innerHTML = '<main id="app">lista</main>';
    const ms = new Function(`return ${CPU_REFERENCE_SCRIPT}`)() as unknown;
    expect(typeof ms).toBe('number');
    expect(ms).toBeGreaterThan(0);
    expect(document.body.innerHTML).toBe('<main id="app">lista</main>');
  });

  it('compiles a script never seen before on every run, so no code cache can serve it', () => {
    const sources: string[] = [];
    const RealFunction = globalThis.Function;
    const spy = new Proxy(RealFunction, {
      construct(target, args: string[]) {
        sources.push(args.at(-1) ?? '');
        return Reflect.construct(target, args) as object;
      },
    });
    const run = new RealFunction('Function', `return ${CPU_REFERENCE_SCRIPT}`) as (f: typeof Function) => number;
    run(spy);
    run(spy);
    expect(sources).toHaveLength(2);
    expect(sources[0]).toContain('function f999(');
    expect(sources[0]).not.toBe(sources[1]);
  });
});
