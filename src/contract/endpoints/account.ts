import { defineEndpoint } from './define-endpoint.ts';

/** The signed-in person, their session, password resets and the privacy terms (docs/api.md#identity-and-user). */
export const accountEndpoints = {
  getUser: defineEndpoint({
    method: 'GET',
    path: '/v1/user',
    schemas: (s) => ({ response: { 200: s.user.UserResponse } }),
  }),
  /** The API refuses the bearer token from now until it expires (sign-out on the API's side). */
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/v1/session',
    schemas: (s) => ({ response: { 204: s.common.NoContent } }),
  }),
  checkPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/v1/forgot-password',
    schemas: (s) => ({ body: s.auth.ForgotPasswordBody, response: { 204: s.common.NoContent } }),
  }),
  acceptTerms: defineEndpoint({
    method: 'POST',
    path: '/v1/accept-terms',
    schemas: (s) => ({ body: s.auth.AcceptTermsBody, response: { 204: s.common.NoContent } }),
  }),
  getTermsAcceptance: defineEndpoint({
    method: 'GET',
    path: '/v1/accept-terms/:email',
    schemas: (s) => ({ params: s.auth.AcceptTermsParams, response: { 200: s.auth.AcceptTermsStatus } }),
  }),
};
