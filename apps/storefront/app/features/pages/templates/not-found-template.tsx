import { Link } from "react-router";

export function NotFoundTemplate() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <p className="eyebrow">Error 404</p>
      <h1 className="mt-3 text-4xl text-maroon sm:text-5xl">This page has wandered off</h1>
      <p className="mt-5 text-muted">
        The link may be old or mistyped. Our collections are still right where you left them.
      </p>
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link to="/" className="btn-primary">
          Back to home
        </Link>
        <Link to="/category/Bestseller/1" className="btn-outline">
          See bestsellers
        </Link>
      </div>
      <p className="mt-8 text-sm text-muted">
        Need help finding something?{" "}
        <Link to="/contact" className="text-maroon underline underline-offset-4">
          Contact us
        </Link>
        .
      </p>
    </section>
  );
}
