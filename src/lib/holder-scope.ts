/**
 * Whose holder data a call reads or changes: the organization and its holder (the one billed for lookups,
 * monitoring and analyses). Named fields, so that the two ids cannot be swapped silently as two positional numbers can.
 */
export interface HolderScope {
  readonly orgId: number;
  readonly holderId: number;
}

/** The session's holder as a scope; null when the organization has no holder (nothing of it can be asked). */
export function holderScopeOf(orgId: number, holder: { holderId: number } | null): HolderScope | null {
  return holder ? { orgId, holderId: holder.holderId } : null;
}
