/** The sign-in page: where an expired session and a failed sign-in return send the shopper. */
export const LOGIN_PATH = '/login';
