import { Outlet } from "react-router";
import { BrandMark } from "./brand";

/** The signed-out screens (login, forgot password): one calm card in the middle of the page. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-stone-100">
      <main className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="w-full max-w-sm">
          <div className="mb-6 flex justify-center">
            <BrandMark />
          </div>
          <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
            <Outlet />
          </div>
        </div>
      </main>
      <footer className="pb-6 text-center text-xs text-stone-600">For boutique staff only.</footer>
    </div>
  );
}
