import { FillAllValuesAlert } from "@admin/components/fill-all-alert";
import { FormPanel } from "@admin/components/form-panel";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { FormAlert, TextField } from "@admin/components/ui/field";
import { useAddStaffUser } from "@admin/hooks/api/users";
import { isApiError } from "@admin/lib/api";
import { cn } from "@admin/lib/cn";
import {
  CREATABLE_STAFF_ROLES,
  DEFAULT_STAFF_ROLE,
  NewStaffUser,
  StaffPassword,
} from "@boutique/shared/schemas/staff-user";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

/**
 * The API's NewStaffUser with the password as typed: the API takes it base64-encoded (useAddStaffUser
 * encodes it) and checks the decoded text with these same rules.
 */
const StaffForm = NewStaffUser.extend({ password: StaffPassword });
type StaffFormInput = z.input<typeof StaffForm>;

const ROLE_HINTS: Record<(typeof CREATABLE_STAFF_ROLES)[number], string> = {
  Editor: "Products and categories",
  Employee: "Home content and size customization",
};

/** Spec §5 Add user: email, names and password are required ('Please fill all values'); role Editor by default. */
export function AddStaffUserForm() {
  const add = useAddStaffUser();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<StaffFormInput, unknown, z.output<typeof StaffForm>>({
    resolver: zodResolver(StaffForm),
    defaultValues: {
      first_name: "",
      last_name: "",
      email: "",
      mobile: "",
      password: "",
      role: DEFAULT_STAFF_ROLE,
    },
  });

  const onSubmit = handleSubmit((values) => {
    add.mutate(values, {
      onSuccess: (answer) => {
        toast({
          tone: "success",
          title: answer.message,
          description: `${answer.data.email} (${answer.data.role})`,
        });
        reset();
      },
      onError: (error) => {
        if (isApiError(error, 409)) setError("email", { message: error.message });
      },
    });
  });

  const serverError = add.error && !isApiError(add.error, 409) ? add.error.message : null;

  return (
    <FormPanel title="Add a staff member" onSubmit={onSubmit}>
      <FillAllValuesAlert errors={errors} />
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <div className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
        <TextField
          label="First name"
          autoComplete="off"
          error={errors.first_name?.message}
          {...register("first_name")}
        />
        <TextField
          label="Last name"
          autoComplete="off"
          error={errors.last_name?.message}
          {...register("last_name")}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register("email")}
        />
        <TextField
          label="Mobile (optional)"
          type="tel"
          autoComplete="off"
          error={errors.mobile?.message}
          {...register("mobile")}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters with an uppercase letter, a lowercase letter and a number."
          error={errors.password?.message}
          {...register("password")}
        />
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-stone-800">Role</legend>
          <div className="grid grid-cols-2 gap-2">
            {CREATABLE_STAFF_ROLES.map((role) => (
              <label key={role} className="relative">
                <input type="radio" value={role} className="peer sr-only" {...register("role")} />
                <span
                  className={cn(
                    "flex h-full cursor-pointer flex-col rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm",
                    "peer-checked:border-brand-700 peer-checked:bg-brand-50",
                    "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700",
                  )}
                >
                  <span className="font-medium text-stone-900">{role}</span>
                  <span className="text-xs text-stone-600">{ROLE_HINTS[role]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={add.isPending}>
          Add User
        </Button>
      </div>
    </FormPanel>
  );
}
