/** DELETE: the API refuses the bearer token from now until it expires (sign-out on the API's side). */
export const SESSION_PATH = '/v1/session';
