import * as activities from '../../src/contract/activities.ts';
import * as analyses from '../../src/contract/analyses.ts';
import * as auth from '../../src/contract/auth.ts';
import * as billing from '../../src/contract/billing.ts';
import * as caseFiles from '../../src/contract/case-files.ts';
import * as checklists from '../../src/contract/checklists.ts';
import * as common from '../../src/contract/common.ts';
import * as courtData from '../../src/contract/court-data.ts';
import * as courtFeed from '../../src/contract/court-feed.ts';
import * as customFields from '../../src/contract/custom-fields.ts';
import type { ContractSchemas } from '../../src/contract/endpoints/contract-schemas.ts';
import * as extract from '../../src/contract/extract.ts';
import * as fileAnswers from '../../src/contract/file-answers.ts';
import * as metrics from '../../src/contract/metrics.ts';
import * as movements from '../../src/contract/movements.ts';
import * as notifications from '../../src/contract/notifications.ts';
import * as organization from '../../src/contract/organization.ts';
import * as organizationUsers from '../../src/contract/organization-users.ts';
import * as plans from '../../src/contract/plans.ts';
import * as processes from '../../src/contract/processes.ts';
import * as push from '../../src/contract/push.ts';
import * as relationships from '../../src/contract/relationships.ts';
import * as relationshipsV2 from '../../src/contract/relationships-v2.ts';
import * as reports from '../../src/contract/reports.ts';
import * as reportsV2 from '../../src/contract/reports-v2.ts';
import * as riskDecisions from '../../src/contract/risk-decisions.ts';
import * as search from '../../src/contract/search.ts';
import * as tcuCertificates from '../../src/contract/tcu-certificates.ts';
import * as user from '../../src/contract/user.ts';

/** The schema modules themselves, which the endpoints' `schemas` functions read (src/contract/endpoints/contract-schemas.ts). */
export const contractSchemas: ContractSchemas = {
  activities,
  analyses,
  auth,
  billing,
  caseFiles,
  checklists,
  common,
  courtData,
  courtFeed,
  customFields,
  extract,
  fileAnswers,
  metrics,
  movements,
  notifications,
  organization,
  organizationUsers,
  plans,
  processes,
  push,
  relationships,
  relationshipsV2,
  reports,
  reportsV2,
  riskDecisions,
  search,
  tcuCertificates,
  user,
};
