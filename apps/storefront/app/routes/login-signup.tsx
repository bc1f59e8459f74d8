import { getAuthProviders } from "@storefront/features/auth/api";
import { loginSignupAction } from "@storefront/features/auth/login-signup.server";
import { LoginSignupTemplate } from "@storefront/features/auth/templates/login-signup-template";
import type { Route } from "./+types/login-signup";

export function meta() {
  return [
    { title: "Sign in or create an account | Rangrez Boutique" },
    { name: "robots", content: "noindex" },
  ];
}

/** The Google button appears only when the shop has Google sign-in configured. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const providers = await getAuthProviders(context.api);
    return { googleClientId: providers.google?.clientId ?? null };
  } catch (error) {
    console.error(
      "storefront: GET /api/auth/providers failed:",
      error instanceof Error ? error.message : error,
    );
    return { googleClientId: null };
  }
}

export function action({ request, context }: Route.ActionArgs) {
  return loginSignupAction(request, context.api);
}

export default function LoginSignup({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginSignupTemplate result={actionData} googleClientId={loaderData.googleClientId} />;
}
