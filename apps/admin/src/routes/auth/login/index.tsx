import { LoadingState } from "@admin/components/states";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import { useAdminLogin, useMe } from "@admin/hooks/api/auth";
import { isApiError } from "@admin/lib/api";
import { readNotice } from "@admin/lib/notice";
import { isStaff } from "@boutique/shared/access";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation } from "react-router";
import { z } from "zod";

const LoginForm = z.object({
  email: z.string().trim().min(1, "Please enter your email").pipe(z.email("Please enter a valid email")),
  password: z.string().min(1, "Please enter your password"),
});
type LoginForm = z.infer<typeof LoginForm>;

export const LOGIN_FAILED = "Incorrect Email ID or Password";

export function Component() {
  const me = useMe();
  const login = useAdminLogin();
  const location = useLocation();
  const notice = readNotice(location.state);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({ resolver: zodResolver(LoginForm), defaultValues: { email: "", password: "" } });

  // The dashboard is where every sign-in lands: fetch its code while the password is being typed.
  useEffect(() => {
    void import("@admin/routes/dashboard/dashboard-overview");
  }, []);

  // Spec §6: a signed-in staff member on the login page goes to the dashboard. A successful sign-in
  // refreshes "who am I" and lands here too, so there is one way in.
  if (me.data && isStaff(me.data.role)) {
    return (
      <>
        <Navigate to="/admin/dashboard" replace />
        <LoadingState label="Opening the dashboard…" />
      </>
    );
  }

  const onSubmit = handleSubmit((values) => login.mutate(values));

  const failure = login.error ? (isApiError(login.error, 401) ? LOGIN_FAILED : login.error.message) : null;

  return (
    <>
      <h1 className="text-xl font-semibold text-stone-900">Sign in</h1>
      <p className="mt-1 text-sm text-stone-500">Use your staff email and password.</p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4" aria-label="Sign in">
        {notice && !failure ? <FormAlert tone="info">{notice}</FormAlert> : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <div className="flex justify-end">
          <Link
            to="/ForgotPass"
            className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-ring rounded-sm"
          >
            Forgot Password?
          </Link>
        </div>
        <Button type="submit" pending={login.isPending} className="w-full">
          Sign in
        </Button>
      </form>
    </>
  );
}
