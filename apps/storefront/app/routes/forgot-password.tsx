import { forgotPasswordAction } from "@storefront/features/auth/forgot-password.server";
import { ForgotPasswordTemplate } from "@storefront/features/auth/templates/forgot-password-template";
import type { Route } from "./+types/forgot-password";

export function meta() {
  return [{ title: "Reset your password | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

export function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context.api);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordTemplate result={actionData} />;
}
