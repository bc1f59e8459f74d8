import { Link } from "react-router";

/** Spec §1: registration promises a flat 10% off the first order. */
export function WelcomeBand({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="welcome-offer" className="border-y border-gold/40 bg-maroon text-ivory">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-5 px-4 py-12 text-center sm:px-6 md:flex-row md:justify-between md:text-left">
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-soft uppercase">Welcome offer</p>
          <h2 id="welcome-offer" className="mt-2 text-3xl sm:text-4xl">
            10% off your first order
          </h2>
          <p className="mt-2 text-sm text-ivory/80">
            Create an account and your welcome code arrives by email, ready for checkout.
          </p>
        </div>
        {signedIn ? null : (
          <Link
            to="/loginSignup?panel=register"
            className="inline-flex shrink-0 items-center border border-gold-soft px-6 py-3 text-sm font-semibold tracking-wide text-gold-soft uppercase hover:bg-gold-soft hover:text-maroon"
          >
            Create an account
          </Link>
        )}
      </div>
    </section>
  );
}
