/** spec §5: the shortest password the sign-up, reset and change-password forms and the server accept. */
export const MIN_PASSWORD_LENGTH = 6;
