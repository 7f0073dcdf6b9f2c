import { stripPartName as partNameRule } from '../contract/party-name';

/** Spec §5's rule for part names: the contract's one implementation, which the API applies too. */
export const stripPartName = (raw: string | null | undefined): string => partNameRule(raw);
