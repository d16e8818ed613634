import type { Resolver } from "react-hook-form";
import { lazyResolver } from "@/lib/ui/lazy-resolver";
import type { ResetPasswordValues, SignInValues, SignUpValues } from "@/lib/validation/auth";

// The auth forms' resolvers, fetched (with zod) when a form is first touched
// rather than with the sign-in page. One import serves all five.
const load = () => Promise.all([import("@hookform/resolvers/standard-schema"), import("@/lib/validation/auth")]);

/**
 * Sign-in checks email and password only; the form also holds the sign-up
 * name, hence the widened type. Preloading either mode fetches both schemas.
 */
export const signInResolver = lazyResolver<SignUpValues, SignUpValues>(() =>
  load().then(([{ standardSchemaResolver }, { signInSchema }]) => standardSchemaResolver(signInSchema) as unknown as Resolver<SignUpValues>),
);
export const signUpResolver = lazyResolver<SignUpValues, SignUpValues>(() =>
  load().then(([{ standardSchemaResolver }, { signUpSchema }]) => standardSchemaResolver(signUpSchema)),
);
export const forgotPasswordResolver = lazyResolver<{ email: string }, { email: string }>(() =>
  load().then(([{ standardSchemaResolver }, { forgotPasswordSchema }]) => standardSchemaResolver(forgotPasswordSchema)),
);
export const resetPasswordResolver = lazyResolver<ResetPasswordValues, ResetPasswordValues>(() =>
  load().then(([{ standardSchemaResolver }, { resetPasswordSchema }]) => standardSchemaResolver(resetPasswordSchema)),
);
export const confirmEmailResolver = lazyResolver<SignInValues, SignInValues>(() =>
  load().then(([{ standardSchemaResolver }, { signInSchema }]) => standardSchemaResolver(signInSchema)),
);
