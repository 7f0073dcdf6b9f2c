import { SEED_COURTS } from '../seed/courts.ts';
import { MIDDLE_MOVEMENTS, OPENING_MOVEMENT, SEED_CLASSES } from '../seed/legal-catalogue.ts';
import { createRng } from '../seed/prng.ts';
import type { ProcessDataProvider } from './court-communication.ts';
import { courtCodeOf, processNumberForSource } from './process-number.ts';
import { tpuName } from './tpu/tpu-lookup.ts';

/**
 * The demo's process data: a number of a court the demo knows answers a plausible class, organ and movements drawn
 * from the seed's catalogue (the same number always the same answer); other courts answer "not found". The real
 * adapters (DataJud, a commercial aggregator) come behind the same interface.
 */
const MOVEMENT_CODES: Record<string, number> = {
  Distribuição: 26,
  Conclusão: 51,
  Juntada: 85,
  Despacho: 11010,
  Publicação: 92,
};

export function createDemoProcessData(): ProcessDataProvider {
  return {
    source: 'DEMO',
    async lookup(raw) {
      const number = processNumberForSource(raw);
      if (!number.ok) throw new Error(number.error);
      const court = SEED_COURTS.find((candidate) => candidate.code === courtCodeOf(number.digits));
      if (!court) return { status: 'not-found' };
      const rng = createRng(Number(number.digits.slice(0, 9)));
      const klass = rng.pick(SEED_CLASSES.filter((candidate) => candidate.branches.includes(court.branch)));
      const filedOn = `${number.digits.slice(9, 13)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`;
      const movements = [
        OPENING_MOVEMENT,
        ...Array.from({ length: rng.int(1, 4) }, () => rng.pick(MIDDLE_MOVEMENTS)),
      ].map((movement, i) => {
        const code = MOVEMENT_CODES[movement.class] ?? null;
        return {
          code,
          name: (code === null ? null : tpuName('movements', code)) ?? movement.class,
          at: `${filedOn}T1${i}:00:00-03:00`,
        };
      });
      return {
        status: 'found',
        process: {
          processNumber: number.digits,
          court: court.acronym,
          className: klass.name,
          classCode: null,
          organ: klass.organ.replace('{n}', String(rng.int(1, 45))),
          filedOn,
          subjects: [{ code: null, name: rng.pick(klass.subjects) }],
          movements,
        },
      };
    },
  };
}
