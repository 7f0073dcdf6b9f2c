import type { ForgotPasswordBody } from '../../../contract/auth';
import { accountEndpoints } from '../../../contract/endpoints/account';
import { ApiError } from '../../../lib/api-error';
import { callApi } from '../../../lib/http/call-api';

export const RESET_RESTRICTED_MESSAGE =
  'Desculpe, você não tem permissão para redefinir sua própria senha. Essa ação está restrita apenas a determinados usuários.';

/**
 * POST /v1/forgot-password: asks the API whether this user may reset their own password before the
 * identity service sends a code. A 403 is the catalogue's restricted message (docs/messages.md#error-catalogue); the API answers an
 * unknown e-mail like a real one (204), so a typo goes on to the code step instead of reading as a permission
 * problem. 404 is still mapped in case an older API answers it.
 */
export async function checkPasswordResetAllowed(email: string): Promise<void> {
  const body: ForgotPasswordBody = { email };
  try {
    await callApi(accountEndpoints.checkPasswordReset, { body, auth: false, expectedStatuses: [403, 404] });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      throw new ApiError(error.status, RESET_RESTRICTED_MESSAGE, 'http', 'RESET_RESTRICTED');
    }
    throw error;
  }
}
