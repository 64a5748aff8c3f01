/** spec §5: the shortest password the sign-up, reset and change-password forms and the server accept. */
export const MIN_PASSWORD_LENGTH = 6;
/** The hint under every new-password field, from the same rule. */
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;
