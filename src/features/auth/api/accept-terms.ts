import type { AcceptTermsBody } from '../../../contract/auth';
import { apiRequest } from '../../../lib/http';

/** POST /v1/accept-terms {email, type: 'PRIVACY_POLICY'} — unauthenticated and idempotent. */
export function acceptPrivacyPolicy(email: string): Promise<void> {
  const body: AcceptTermsBody = { email, type: 'PRIVACY_POLICY' };
  return apiRequest<void>('/v1/accept-terms', { method: 'POST', body, auth: false });
}
