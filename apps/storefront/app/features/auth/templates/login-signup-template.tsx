import { returnTargetFrom } from "@storefront/lib/safe-redirect";
import { useToast } from "@storefront/lib/toast";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthShell } from "../components/auth-shell";
import { GoogleSignIn } from "../components/google-sign-in";
import { GuestCheckoutForm } from "../components/guest-checkout-form";
import { OtpForm } from "../components/otp-form";
import { RegisterForm } from "../components/register-form";
import { SignInForm } from "../components/sign-in-form";
import type { LoginSignupResult } from "../types";

type Panel = "signin" | "register" | "otp" | "guest-otp";

/** Messages a redirect can carry here when the browser runs no JavaScript. */
const NOTICES: Record<string, string> = { "password-updated": "Password updated." };

type Props = {
  result: LoginSignupResult | undefined;
  googleClientId: string | null;
  /** Guest checkout is on and the shopper is on the way to /Checkout: offer it first (issue 26 §4). */
  guestCheckout: boolean;
};

/**
 * Spec §4 sign-up flow: sign-in panel, register panel, OTP panel after register; the verified code signs the
 * shopper in and goes on to where they were going (issue 26 §4), as a sign-in does.
 */
export function LoginSignupTemplate({ result, googleClientId, guestCheckout }: Props) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const panel = currentPanel(params, result);

  // Each answer is acted on once: a revalidation that hands the effect new search params or a new navigate
  // while the same answer is shown would otherwise toast it again (seen as two "Login Successful").
  const handled = useRef<LoginSignupResult | undefined>(undefined);
  useEffect(() => {
    if (!result?.ok || handled.current === result) return;
    handled.current = result;
    if (result.intent === "login" || result.intent === "verify" || result.intent === "guest-verify") {
      toast.show(result.message);
      navigate(result.redirectTo, { replace: true });
    }
  }, [result, navigate, toast]);

  const titles: Record<Panel, { title: string; intro: string }> = {
    signin: { title: "Welcome back", intro: "Sign in to see your orders, wishlist and saved addresses." },
    register: { title: "Create your account", intro: "Join us and enjoy 10% off your first order." },
    otp: { title: "One last step", intro: "Confirm your email address to activate your account." },
    "guest-otp": { title: "Almost at checkout", intro: "Confirm your email, then add your address and pay." },
  };
  const toCheckout = /^\/checkout(\?|$)/i.test(returnTargetFrom(params));
  const notice = NOTICES[params.get("notice") ?? ""];

  return (
    <AuthShell title={titles[panel].title} intro={titles[panel].intro}>
      {panel === "otp" || panel === "guest-otp" ? (
        <OtpForm
          email={result && "email" in result ? (result.email ?? "") : ""}
          error={otpError(result)}
          intent={panel === "otp" ? "verify" : "guest-verify"}
        />
      ) : (
        <>
          <nav aria-label="Sign in or create an account" className="mb-8 grid grid-cols-2 border border-line">
            <PanelLink params={params} panel="signin" current={panel}>
              Sign in
            </PanelLink>
            <PanelLink params={params} panel="register" current={panel}>
              Create account
            </PanelLink>
          </nav>
          {panel === "signin" ? (
            <>
              {guestCheckout && toCheckout ? (
                <>
                  <GuestCheckoutForm
                    error={result?.intent === "guest-code" && !result.ok ? result.message : undefined}
                    email={result?.intent === "guest-code" ? result.email : undefined}
                  />
                  <h2 className="mb-4 font-display text-xl text-maroon">Or sign in</h2>
                </>
              ) : null}
              <SignInForm
                error={result?.intent === "login" && !result.ok ? result.message : undefined}
                email={result?.intent === "login" && !result.ok ? result.email : undefined}
                notice={notice}
              />
              {googleClientId ? <GoogleSignIn clientId={googleClientId} /> : null}
            </>
          ) : (
            <RegisterForm
              fieldErrors={result?.intent === "register" && !result.ok ? result.fieldErrors : undefined}
              message={result?.intent === "register" && !result.ok ? result.message : undefined}
              values={result?.intent === "register" && !result.ok ? result.values : undefined}
            />
          )}
        </>
      )}
    </AuthShell>
  );
}

function currentPanel(params: URLSearchParams, result: LoginSignupResult | undefined): Panel {
  if (result?.intent === "register") return result.ok ? "otp" : "register";
  if (result?.intent === "verify") return result.ok ? "signin" : "otp";
  if (result?.intent === "guest-code") return result.ok ? "guest-otp" : "signin";
  if (result?.intent === "guest-verify") return result.ok ? "signin" : "guest-otp";
  if (result?.intent === "login") return "signin";
  return params.get("panel") === "register" ? "register" : "signin";
}

function otpError(result: LoginSignupResult | undefined): string | undefined {
  return (result?.intent === "verify" || result?.intent === "guest-verify") && !result.ok
    ? result.message
    : undefined;
}

/** Keeps the return target (and any other query value) while switching panels. */
function withPanel(params: URLSearchParams, panel: Panel): string {
  const next = new URLSearchParams(params);
  next.delete("notice");
  if (panel === "signin") next.delete("panel");
  else next.set("panel", panel);
  return next.toString();
}

function PanelLink({
  params,
  panel,
  current,
  children,
}: {
  params: URLSearchParams;
  panel: Panel;
  current: Panel;
  children: string;
}) {
  const active = panel === current;
  return (
    <Link
      to={`?${withPanel(params, panel)}`}
      replace
      aria-current={active ? "page" : undefined}
      className={`py-3 text-center text-sm font-semibold tracking-wide uppercase transition-colors ${
        active ? "bg-maroon text-white" : "text-ink hover:bg-ivory-deep"
      }`}
    >
      {children}
    </Link>
  );
}
