import type * as activities from '../activities.ts';
import type * as analyses from '../analyses.ts';
import type * as auth from '../auth.ts';
import type * as billing from '../billing.ts';
import type * as caseFiles from '../case-files.ts';
import type * as checklists from '../checklists.ts';
import type * as common from '../common.ts';
import type * as courtData from '../court-data.ts';
import type * as courtFeed from '../court-feed.ts';
import type * as customFields from '../custom-fields.ts';
import type * as extract from '../extract.ts';
import type * as fileAnswers from '../file-answers.ts';
import type * as metrics from '../metrics.ts';
import type * as movements from '../movements.ts';
import type * as notifications from '../notifications.ts';
import type * as organization from '../organization.ts';
import type * as organizationUsers from '../organization-users.ts';
import type * as plans from '../plans.ts';
import type * as processes from '../processes.ts';
import type * as push from '../push.ts';
import type * as relationships from '../relationships.ts';
import type * as relationshipsV2 from '../relationships-v2.ts';
import type * as reports from '../reports.ts';
import type * as riskDecisions from '../risk-decisions.ts';
import type * as reportsV2 from '../reports-v2.ts';
import type * as search from '../search.ts';
import type * as tcuCertificates from '../tcu-certificates.ts';
import type * as user from '../user.ts';

/**
 * The contract's schema modules, by name: what an endpoint's `schemas` function reads its schemas from. Only the
 * server calls that function (with the modules themselves, server/http/contract-schemas.ts), so a descriptor holds
 * no TypeBox value and the PWA imports descriptors without putting TypeBox in its bundle.
 */
export interface ContractSchemas {
  activities: typeof activities;
  analyses: typeof analyses;
  auth: typeof auth;
  billing: typeof billing;
  caseFiles: typeof caseFiles;
  checklists: typeof checklists;
  common: typeof common;
  courtData: typeof courtData;
  courtFeed: typeof courtFeed;
  customFields: typeof customFields;
  extract: typeof extract;
  fileAnswers: typeof fileAnswers;
  metrics: typeof metrics;
  movements: typeof movements;
  notifications: typeof notifications;
  organization: typeof organization;
  organizationUsers: typeof organizationUsers;
  plans: typeof plans;
  processes: typeof processes;
  push: typeof push;
  relationships: typeof relationships;
  relationshipsV2: typeof relationshipsV2;
  reports: typeof reports;
  reportsV2: typeof reportsV2;
  riskDecisions: typeof riskDecisions;
  search: typeof search;
  tcuCertificates: typeof tcuCertificates;
  user: typeof user;
}
