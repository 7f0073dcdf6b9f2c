import type { AcceptTermsBody } from '../../../contract/auth';
import { accountEndpoints } from '../../../contract/endpoints/account';
import { callApi } from '../../../lib/http/call-api';

/** POST /v1/accept-terms {email, type: 'PRIVACY_POLICY'} — unauthenticated and idempotent. */
export function acceptPrivacyPolicy(email: string): Promise<void> {
  const body: AcceptTermsBody = { email, type: 'PRIVACY_POLICY' };
  return callApi(accountEndpoints.acceptTerms, { body, auth: false });
}
