import { canSeeBilling, type ProfileName } from '../../src/contract/constants/profiles.ts';
import { BILLING_REPORT_TYPES, REPORT_TYPES, type ReportType } from '../../src/contract/constants/reports.ts';

/** The report types a profile may see: the consumption report (billing data) only for the billing profiles. */
export function visibleReportTypes(profile: ProfileName | undefined): readonly ReportType[] {
  return profile !== undefined && canSeeBilling(profile) ? REPORT_TYPES : REPORT_TYPES.filter((type) => !BILLING_REPORT_TYPES.includes(type));
}

export const canSeeReportType = (profile: ProfileName | undefined, type: ReportType): boolean => visibleReportTypes(profile).includes(type);
