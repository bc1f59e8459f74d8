import type { ReactNode } from "react";
import { Link } from "react-router";

/** The frame of the header-less sign-in and reset pages: brand, a card, a way home. */
export function AuthShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-6xl lg:grid-cols-2 lg:gap-12 lg:px-6 lg:pt-12">
      <aside className="hidden min-h-[34rem] flex-col justify-between border border-gold/40 bg-maroon p-12 text-ivory outline outline-offset-[-10px] outline-gold-soft/30 lg:flex">
        <Link to="/" className="font-display text-3xl text-gold-soft">
          Rangrez <span className="block text-xs tracking-[0.35em] uppercase">Boutique</span>
        </Link>
        <div>
          <p className="font-display text-4xl leading-tight">
            Handcrafted in Delhi, tailored for you, shipped worldwide.
          </p>
          <p className="mt-6 text-sm text-ivory/75">
            New here? Create an account for 10% off your first order.
          </p>
        </div>
        <p className="text-xs text-ivory/85">Secure sign-in. We never share your details.</p>
      </aside>
      <div className="flex flex-col px-4 py-8 sm:px-10 lg:py-8">
        <Link to="/" className="mb-10 self-center text-center font-display text-3xl text-maroon lg:hidden">
          Rangrez{" "}
          <span className="block text-[0.6rem] tracking-[0.35em] text-gold-deep uppercase">Boutique</span>
        </Link>
        <div className="mx-auto w-full max-w-md">
          <h1 className="text-3xl text-maroon sm:text-4xl">{title}</h1>
          {intro ? <p className="mt-3 text-muted">{intro}</p> : null}
          <div className="mt-8">{children}</div>
          <p className="mt-10 text-center text-sm">
            <Link to="/" className="text-muted underline underline-offset-4 hover:text-maroon">
              Continue shopping
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
