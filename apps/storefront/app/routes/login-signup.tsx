import { getAuthProviders } from "@storefront/features/auth/api";
import { loginSignupAction } from "@storefront/features/auth/login-signup.server";
import { LoginSignupTemplate } from "@storefront/features/auth/templates/login-signup-template";
import { getPaymentConfig } from "@storefront/features/checkout/api";
import { settle } from "@storefront/lib/loader-helpers";
import type { Route } from "./+types/login-signup";

export function meta() {
  return [
    { title: "Sign in or create an account | Rangrez Boutique" },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The Google button appears only when the shop has Google sign-in configured; the guest checkout's email box
 * only when the shop allows guests (issue 26 §4).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [providers, payments] = await Promise.all([
    settle("auth/providers", getAuthProviders(context.api), null),
    settle("checkout/payment/config", getPaymentConfig(context.api), null),
  ]);
  return {
    googleClientId: providers?.google?.clientId ?? null,
    guestCheckout: payments?.guest_checkout ?? false,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return loginSignupAction(request, context.api);
}

export default function LoginSignup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LoginSignupTemplate
      result={actionData}
      googleClientId={loaderData.googleClientId}
      guestCheckout={loaderData.guestCheckout}
    />
  );
}
