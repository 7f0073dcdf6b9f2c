import type { RegistrySource } from '../../src/contract/constants/company-registry.ts';
import type { Db } from '../db/db.ts';
import { recordRegistryError, recordRegistrySuccess } from '../repositories/company-registry-status.ts';
import type { RecordRegistryOutcome } from './registry-outcomes.ts';

/** Outcomes into company_registry_status; a write that fails is logged and the lookup goes on. */
export function registryStatusRecorder(
  db: Db,
  source: RegistrySource,
  warn: (details: Record<string, unknown>, message: string) => void,
): RecordRegistryOutcome {
  return async (outcome) => {
    try {
      if (outcome.ok) await recordRegistrySuccess(db, source, outcome.at, outcome.dataDate);
      else await recordRegistryError(db, source, outcome.at, outcome.message, outcome.status);
    } catch (error) {
      warn({ err: error }, 'company registry status not recorded');
    }
  };
}
