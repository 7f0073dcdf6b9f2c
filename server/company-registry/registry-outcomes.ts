import { RegistryError, type CompanyRegistry } from './company-registry.ts';

/** One call's outcome: a success (with the data's date when known) or the register's Portuguese error. */
export type RegistryOutcome =
  { ok: true; at: Date; dataDate: string | null } | { ok: false; at: Date; message: string; status: number | null };

/** Where outcomes go (the status table); a failure to record is the recorder's to report, never the lookup's. */
export type RecordRegistryOutcome = (outcome: RegistryOutcome) => Promise<void>;

/** A call that failed with something other than the register's own words (a bug, a driver error). */
export const UNEXPECTED_REGISTRY_ERROR = 'Erro inesperado ao consultar o cadastro de empresas.';

/**
 * The register, telling `record` how its calls end, cheaply: every error (the screen says which and when), but a
 * success only when the previous outcome was an error or a minute has passed since the last one recorded (a graph
 * asks hundreds of companies). The data's date comes with each recorded success (the adapter keeps it an hour).
 */
export function withRegistryOutcomes(
  registry: CompanyRegistry,
  record: RecordRegistryOutcome,
  now: () => number,
  successEveryMs = 60_000,
): CompanyRegistry {
  let lastSuccessAt: number | null = null;
  let failing = true;

  const failed = async (error: unknown): Promise<never> => {
    failing = true;
    const known = error instanceof RegistryError;
    await record({
      ok: false,
      at: new Date(now()),
      message: known ? error.message : UNEXPECTED_REGISTRY_ERROR,
      status: known ? error.status : null,
    });
    throw error;
  };

  const succeeded = async (dataDate?: string | null): Promise<void> => {
    const at = now();
    if (!failing && lastSuccessAt !== null && at - lastSuccessAt < successEveryMs) return;
    failing = false;
    lastSuccessAt = at;
    // The lookup succeeded: a date that cannot be read now is "unknown" here, not a failure of the lookup.
    const date = dataDate === undefined ? await registry.dataDate().catch(() => null) : dataDate;
    await record({ ok: true, at: new Date(at), dataDate: date });
  };

  async function watched<T>(call: () => Promise<T>): Promise<T> {
    let value: T;
    try {
      value = await call();
    } catch (error) {
      return failed(error);
    }
    await succeeded();
    return value;
  }

  return {
    source: registry.source,
    company: (cnpj) => watched(() => registry.company(cnpj)),
    companiesOfPartner: (document) => watched(() => registry.companiesOfPartner(document)),
    async dataDate() {
      let date: string | null;
      try {
        date = await registry.dataDate();
      } catch (error) {
        return failed(error);
      }
      await succeeded(date);
      return date;
    },
  };
}
