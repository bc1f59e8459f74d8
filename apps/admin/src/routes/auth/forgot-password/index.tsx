import { useAlert } from "@admin/components/dialogs";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import { useForgotPassword, useResetPassword } from "@admin/hooks/api/auth";
import { messageFrom } from "@admin/lib/api";
import type { NoticeState } from "@admin/lib/notice";

import { OTP_LENGTH, PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from "@boutique/shared/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "zod";

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

const EmailForm = z.object({
  email: z.string().trim().min(1, "Please enter your email").pipe(z.email("Please enter a valid email")),
});
type EmailForm = z.infer<typeof EmailForm>;

/** Spec §5 wording for the two password checks. */
const ResetForm = z
  .object({
    otp: z.string().regex(OTP_PATTERN, `Enter the ${OTP_LENGTH}-digit code from the email`),
    password: z.string().min(1, "New password is empty").regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE),
    confirm: z.string(),
  })
  .refine((form) => form.password === form.confirm, {
    path: ["confirm"],
    message: "New password are not matching",
  });
type ResetForm = z.infer<typeof ResetForm>;

export function Component() {
  const [email, setEmail] = useState<string | null>(null);

  return (
    <>
      <h1 className="text-xl font-semibold text-stone-900">Forgot password</h1>
      {email === null ? (
        <RequestCode onSent={setEmail} />
      ) : (
        <ChooseNewPassword email={email} onRestart={() => setEmail(null)} />
      )}
      <div className="mt-6 border-t border-stone-100 pt-4">
        <Link
          to="/admin"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-ring"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back To Login
        </Link>
      </div>
    </>
  );
}

function RequestCode({ onSent }: { onSent: (email: string) => void }) {
  const forgot = useForgotPassword();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailForm>({ resolver: zodResolver(EmailForm), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(({ email }) =>
    forgot.mutate(
      { email },
      {
        onSuccess: (body) => {
          toast({
            tone: "success",
            title: messageFrom(body, "OTP sent"),
            description: `Check ${email} for the code.`,
          });
          onSent(email);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4" aria-label="Send reset code">
      <p className="text-sm text-stone-600">
        Enter your staff email and we will send you a one-time code (OTP).
      </p>
      {forgot.error ? <FormAlert>{forgot.error.message}</FormAlert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        error={errors.email?.message}
        {...register("email")}
      />
      <Button type="submit" pending={forgot.isPending} className="w-full">
        Send OTP
      </Button>
    </form>
  );
}

function ChooseNewPassword({ email, onRestart }: { email: string; onRestart: () => void }) {
  const reset = useResetPassword();
  const resend = useForgotPassword();
  const alert = useAlert();
  const toast = useToast();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetForm>({
    resolver: zodResolver(ResetForm),
    defaultValues: { otp: "", password: "", confirm: "" },
  });

  const onSubmit = handleSubmit(({ otp, password, confirm }) =>
    reset.mutate(
      { email, otp, password, confirmPassword: confirm },
      {
        onSuccess: (body) => {
          const state: NoticeState = {
            notice: messageFrom(body, "Your password has been changed. Please sign in with the new one."),
          };
          navigate("/admin", { replace: true, state });
        },
        // Spec §8: a refused reset shows the server's message in a popup.
        onError: (error) => void alert({ title: "Password not changed", description: error.message }),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4" aria-label="Reset password">
      <p className="text-sm text-stone-600">
        We sent a code to <span className="font-medium text-stone-900">{email}</span>. Enter it with your new
        password.
      </p>
      <TextField
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        autoFocus
        error={errors.otp?.message}
        {...register("otp", { setValueAs: (value: string) => value.replace(/\s/g, "") })}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        error={errors.password?.message}
        {...register("password")}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register("confirm")}
      />
      <Button type="submit" pending={reset.isPending} className="w-full">
        Reset password
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={onRestart}
          className="rounded-sm font-medium text-stone-600 hover:text-stone-900 hover:underline focus-ring"
        >
          Use a different email
        </button>
        <button
          type="button"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(
              { email },
              {
                onSuccess: (body) => toast({ tone: "success", title: messageFrom(body, "OTP sent again") }),
                onError: (error) =>
                  toast({ tone: "error", title: "Could not send the OTP", description: error.message }),
              },
            )
          }
          className="rounded-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-ring disabled:text-stone-400"
        >
          {resend.isPending ? "Sending…" : "Send the OTP again"}
        </button>
      </div>
    </form>
  );
}
