import type { Db } from '../db/db.ts';
import { MESSAGES } from '../http/messages.ts';
import {
  findAnalysisOwner,
  findChecklistGroupOwner,
  findCustomFieldOwner,
  findFileOwner,
  findItemOwner,
  findMovementOwner,
  findNotificationOwner,
  findPlanOwner,
  findProcessOwner,
  findRelationshipAnalysisOwner,
  findReportOwner,
  findBillOwner,
  findPushSubscriptionOwner,
  findOabRegistrationOwner,
  findTcuCertificateOwner,
  type ResourceOwner,
} from '../repositories/ownership.ts';

/** How one path parameter naming an organization-owned resource is checked by the authorization hook. */
export interface OwnershipRule {
  owner(db: Db, id: number): Promise<ResourceOwner | null>;
  /** Message of the 404 for an unknown id. */
  notFound(id: number): string;
  /**
   * Message of the 403 for another organization's (holder's, item's) id; null = answer the 404 instead, for
   * resources whose existence elsewhere is nobody's business and whose routes always answered 404.
   */
  forbidden: string | null;
  /** Parameters this rule's owner check already covers (an analysis names its item), so they are not looked up twice. */
  covers?: readonly string[];
}

/**
 * Path parameters of member routes checked against the request's organization, holder and item, in this order
 * (the order the routes checked them before the hook existed). `userId` is not here: it names a person whose
 * membership is a validation of the action (400), not an ownership check.
 */
export const OWNERSHIP_RULES: Readonly<Record<string, OwnershipRule>> = {
  processId: {
    owner: findProcessOwner,
    notFound: () => MESSAGES.processNotFound,
    forbidden: MESSAGES.processOtherOrganization,
  },
  movementId: {
    owner: findMovementOwner,
    notFound: () => MESSAGES.movementNotFound,
    forbidden: MESSAGES.movementOtherOrganization,
  },
  notificationId: {
    owner: findNotificationOwner,
    notFound: () => MESSAGES.notificationNotFound,
    forbidden: MESSAGES.notificationOtherOrganization,
  },
  analysisId: {
    owner: findAnalysisOwner,
    notFound: () => MESSAGES.analysisNotFound,
    forbidden: MESSAGES.analysisOtherItem,
    covers: ['consumeUniqueId'],
  },
  consumeUniqueId: { owner: findItemOwner, notFound: () => MESSAGES.itemNotFound, forbidden: MESSAGES.itemOtherHolder },
  planId: { owner: findPlanOwner, notFound: () => MESSAGES.planNotFound, forbidden: MESSAGES.planOtherHolder },
  relationshipAnalysisId: {
    owner: findRelationshipAnalysisOwner,
    notFound: () => MESSAGES.relationshipNotFound,
    forbidden: MESSAGES.relationshipOtherHolder,
  },
  groupId: { owner: findChecklistGroupOwner, notFound: () => MESSAGES.checklistGroupNotFound, forbidden: null },
  fieldId: { owner: findCustomFieldOwner, notFound: (id) => MESSAGES.customFieldNotFound(id), forbidden: null },
  fileId: { owner: findFileOwner, notFound: () => MESSAGES.fileNotFound, forbidden: null },
  // Generated reports belong to an organization, bills to a holder of one.
  reportId: {
    owner: findReportOwner,
    notFound: () => MESSAGES.reportNotFound,
    forbidden: MESSAGES.reportOtherOrganization,
  },
  billId: { owner: findBillOwner, notFound: () => MESSAGES.billNotFound, forbidden: MESSAGES.billOtherHolder },
  // Another person's device, in this organization or another, is nobody else's business: 404.
  subscriptionId: {
    owner: findPushSubscriptionOwner,
    notFound: () => MESSAGES.pushSubscriptionNotFound,
    forbidden: null,
  },
  // Another organization's OAB registration answers the same 404 as an unknown one.
  registrationId: {
    owner: findOabRegistrationOwner,
    notFound: () => MESSAGES.oabRegistrationNotFound,
    forbidden: null,
  },
  // Another organization's TCU certificate answers the same 404 as an unknown one (its PDF names a company).
  tcuCertificateId: {
    owner: findTcuCertificateOwner,
    notFound: () => MESSAGES.tcuCertificateNotFound,
    forbidden: null,
  },
};

/** The ids the request names that an owner must match: its organization, and its holder and item when named. */
export interface OwnerScope {
  organizationId: number;
  holderId?: number;
  consumeUniqueId?: number;
  /** The caller (users.id of the token's subject), matched against resources that belong to one person. */
  userId?: string;
}

/** Whether `owner` is within `scope`: every id both name must agree. */
export function ownedBy(owner: ResourceOwner, scope: OwnerScope): boolean {
  if (owner.organizationId !== scope.organizationId) return false;
  if (owner.holderId !== undefined && scope.holderId !== undefined && owner.holderId !== scope.holderId) return false;
  if (
    owner.consumeUniqueId !== undefined &&
    scope.consumeUniqueId !== undefined &&
    owner.consumeUniqueId !== scope.consumeUniqueId
  )
    return false;
  // A person's resource is only theirs: without a caller to compare, it is not owned.
  if (owner.userId !== undefined && owner.userId !== scope.userId) return false;
  return true;
}
