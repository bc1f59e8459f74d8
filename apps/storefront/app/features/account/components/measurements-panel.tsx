import { plausibilityQuestion } from "@boutique/shared/plausible-measurements";
import type { Profile } from "@boutique/shared/schemas/measurement-profile";
import { FormMessage } from "@storefront/features/auth/components/field";
import { Form } from "react-router";
import type { AccountResult } from "../account.server";

/** What a new profile starts with: the measurements most custom-size forms ask. */
const STARTER = ["Bust", "Waist", "Hip", "Shoulder", "Sleeve Length", "Kurta Length"];

const dateLabel = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric" });

/**
 * My Measurements (issue 27 §2): named profiles ("Me", "Mother") in inches, each with a note and when it
 * last changed. Plain forms, as the account's other tabs: they work without JavaScript. The custom-size form
 * fills from these and saves to them.
 */
export function MeasurementsPanel({
  profiles,
  result,
}: {
  profiles: Profile[] | null;
  result?: AccountResult;
}) {
  if (profiles === null)
    return <FormMessage message="Your measurements could not be loaded. Please try again in a moment." />;
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">
        Saved here or from a custom-size form, they fill the next form in one step. An order keeps the
        measurements it was placed with, whatever changes here later. All in inches.
      </p>
      {result ? <FormMessage message={result.message} tone={result.ok ? "success" : "error"} /> : null}
      {profiles.map((profile) => (
        <ProfileCard key={`${profile.id}-${profile.updated_at}`} profile={profile} />
      ))}
      {/* Saved, the new-profile form starts empty again (a refused one keeps what was typed). */}
      <ProfileForm
        key={result?.ok ? result.at : "new"}
        title={profiles.length ? "Add another profile" : "Add your first profile"}
      />
    </div>
  );
}

function ProfileCard({ profile }: { profile: Profile }) {
  return (
    <article aria-label={profile.name} className="border border-line bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-display text-xl text-ink">{profile.name}</h3>
        <p className="text-xs text-muted">Last changed {dateLabel(profile.updated_at)}</p>
      </div>
      <ProfileForm profile={profile} />
      <Form method="post" preventScrollReset className="mt-3">
        <input type="hidden" name="intent" value="measurement-delete" />
        <input type="hidden" name="id" value={profile.id} />
        <button type="submit" className="text-sm text-maroon underline underline-offset-4">
          Delete {profile.name}
        </button>
      </Form>
    </article>
  );
}

function ProfileForm({ profile, title }: { profile?: Profile; title?: string }) {
  const prefix = profile ? `profile-${profile.id}` : "profile-new";
  const entries = profile
    ? Object.entries(profile.measurements)
    : STARTER.map((name) => [name, undefined] as const);
  const form = (
    <Form
      method="post"
      preventScrollReset
      aria-label={profile ? `Edit ${profile.name}` : "New measurement profile"}
      className="mt-4 space-y-4"
    >
      <input type="hidden" name="intent" value="measurement-save" />
      {profile ? <input type="hidden" name="id" value={profile.id} /> : null}
      <div>
        <label htmlFor={`${prefix}-name`} className="field-label">
          Profile name
        </label>
        <input
          id={`${prefix}-name`}
          name="name"
          defaultValue={profile?.name ?? ""}
          placeholder="Me, Mother…"
          maxLength={40}
          required
          className="field-input max-w-xs"
        />
      </div>
      <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        {entries.map(([name, value]) => {
          const id = `${prefix}-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
          const question = value === undefined ? null : plausibilityQuestion(name, value);
          return (
            <div key={name}>
              <label htmlFor={id} className="mb-1 block text-sm text-ink">
                {name} <span className="text-muted">(in)</span>
              </label>
              <input
                id={id}
                name={`m.${name}`}
                type="number"
                inputMode="decimal"
                step="any"
                min={1}
                defaultValue={value ?? ""}
                aria-describedby={question ? `${id}-check` : undefined}
                className="field-input"
              />
              {question ? (
                <p id={`${id}-check`} className="mt-1 text-xs font-medium text-gold-deep">
                  {question}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <fieldset className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        <legend className="mb-1 text-sm text-muted">Another measurement</legend>
        <div>
          <label htmlFor={`${prefix}-new-name`} className="sr-only">
            Measurement name
          </label>
          <input
            id={`${prefix}-new-name`}
            name="new_name"
            placeholder="Name, e.g. Armhole"
            maxLength={60}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor={`${prefix}-new-value`} className="sr-only">
            Inches
          </label>
          <input
            id={`${prefix}-new-value`}
            name="new_value"
            type="number"
            inputMode="decimal"
            step="any"
            placeholder="Inches"
            className="field-input"
          />
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${prefix}-note`} className="field-label">
          Note <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id={`${prefix}-note`}
          name="note"
          defaultValue={profile?.note ?? ""}
          maxLength={500}
          rows={2}
          className="field-input"
        />
      </div>
      <p className="text-xs text-muted">Empty a measurement to remove it from the profile.</p>
      <button type="submit" className="btn-primary">
        {profile ? `Save ${profile.name}` : "Save profile"}
      </button>
    </Form>
  );
  if (profile) return form;
  return (
    <section aria-label={title} className="border border-dashed border-line bg-ivory p-5">
      <h3 className="font-display text-xl text-ink">{title}</h3>
      {form}
    </section>
  );
}
