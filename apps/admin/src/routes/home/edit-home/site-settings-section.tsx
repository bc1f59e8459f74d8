import { ErrorState, LoadingState } from "@admin/components/states";
import { useToast } from "@admin/components/toaster";
import { Button } from "@admin/components/ui/button";
import { TextField } from "@admin/components/ui/field";
import { useMe } from "@admin/hooks/api/auth";
import { useSaveSetting, useSiteSettings } from "@admin/hooks/api/home";
import { type MarqueeType, MarqueeUpdate } from "@boutique/shared/schemas/home-content";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SectionPanel } from "./section-panel";

/** Spec §3: the site-settings list, index 0 to 4. */
const SETTINGS: {
  type: MarqueeType;
  label: string;
  hint: string;
  inputMode?: "decimal";
  /** Spec §9: only an admin sets the dollar rate (the API refuses others). */
  adminOnly?: boolean;
}[] = [
  { type: "1", label: "Marquee text 1", hint: "Scrolls across the top of every page. Empty hides it." },
  { type: "2", label: "Marquee text 2", hint: "The second strip of text." },
  {
    type: "InstaCount",
    label: "Instagram count",
    hint: "Followers shown beside the Instagram pictures, e.g. 48.2K.",
  },
  {
    type: "InstaId",
    label: "Instagram handle",
    hint: "Shown with the Instagram pictures, e.g. @rangrez.boutique.",
  },
  {
    type: "dollar",
    label: "Dollar rate (Rs per US $)",
    hint: "PayPal prices are rupees divided by this rate, to two decimals.",
    inputMode: "decimal",
    adminOnly: true,
  },
];

export function SiteSettingsSection() {
  const settings = useSiteSettings();
  const isAdmin = useMe().data?.role === "admin";
  return (
    <SectionPanel
      id="site-settings"
      title="Marquee and site settings"
      description="Each value saves on its own and shows on the storefront at the next page load."
    >
      {settings.isPending ? (
        <LoadingState />
      ) : settings.error ? (
        <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {SETTINGS.filter((setting) => isAdmin || !setting.adminOnly).map((setting) => (
            <SettingForm key={setting.type} {...setting} saved={settings.data[setting.type] ?? ""} />
          ))}
        </div>
      )}
    </SectionPanel>
  );
}

function SettingForm({
  type,
  label,
  hint,
  inputMode,
  saved,
}: Omit<(typeof SETTINGS)[number], "adminOnly"> & { saved: string }) {
  const save = useSaveSetting();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<z.input<typeof MarqueeUpdate>, unknown, z.infer<typeof MarqueeUpdate>>({
    resolver: zodResolver(MarqueeUpdate),
    defaultValues: { type, value: saved },
  });
  // After a save the list reloads: the field then shows what the server kept.
  useEffect(() => reset({ type, value: saved }), [reset, type, saved]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => toast({ tone: "success", title: answer.message, description: label }),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex items-start gap-2">
      <input type="hidden" {...register("type")} />
      <TextField
        label={label}
        hint={hint}
        inputMode={inputMode}
        error={errors.value?.message ?? save.error?.message}
        className="min-w-0 flex-1"
        {...register("value")}
      />
      <Button
        type="submit"
        variant={isDirty ? "primary" : "secondary"}
        pending={save.isPending}
        className="mt-6.5"
      >
        Save
        <span className="sr-only"> {label}</span>
      </Button>
    </form>
  );
}
