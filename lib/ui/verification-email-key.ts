/** Where sign-up keeps the address for /verification-pending (sessionStorage, never the URL). */
export const verificationEmailKey = "bytewise-verification-email";
