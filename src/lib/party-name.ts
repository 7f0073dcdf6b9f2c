import { stripPartName as partNameRule } from '../contract/party-name';

/** The rule for part names (docs/product.md#party-names): the contract's one implementation, which the API applies too. */
export const stripPartName = (raw: string | null | undefined): string => partNameRule(raw);
