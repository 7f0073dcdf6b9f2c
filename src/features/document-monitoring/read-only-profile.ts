import { canActOnCompliance } from '../../contract/constants/profiles';
import type { Profile } from '../../contract/organization';

/** Lookups, monitoring and analyses are for COMPLIANCE_PROFILES; a LAWYER reads only (the API says 403). */
export function canActOnDocuments(profile: Profile): boolean {
  return canActOnCompliance(profile);
}

export const READ_ONLY_PROFILE_MESSAGE =
  'Seu perfil nesta organização permite ver as consultas e as análises, mas não consultar documentos, monitorar ou pedir análises.';
