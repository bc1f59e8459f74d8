import type { Profile } from "@boutique/shared/schemas/measurement-profile";
import { ApiError, browserApi, jsonInit, requestJson } from "@storefront/lib/api-client";
import { useId, useState } from "react";

type Saved = { message: string; profile: Profile };

/**
 * A signed-in shopper's measurement profiles on the custom-size form (issue 27 §2): fill the form from one
 * that has this piece's measurements, or save what was typed as a new profile or over one of the same
 * name. Loaded only for signed-in shoppers (custom-size-template.tsx). The order line keeps its own copy of
 * what it was ordered with.
 */
export function SavedMeasurements({
  names,
  values,
  initial,
  onFill,
}: {
  /** The measurements this piece's form asks. */
  names: string[];
  values: Record<string, string>;
  initial: Profile[];
  onFill: (values: Record<string, string>) => void;
}) {
  const [profiles, setProfiles] = useState(initial);
  const [name, setName] = useState(initial[0]?.name ?? "Me");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const nameId = useId();

  // A profile fits when it has at least one of the form's measurements; the best first.
  const fitting = profiles
    .map((profile) => ({
      profile,
      held: names.filter((measure) => profile.measurements[measure] !== undefined),
    }))
    .filter((entry) => entry.held.length > 0)
    .sort((a, b) => b.held.length - a.held.length);
  const existing = profiles.find((profile) => profile.name.toLowerCase() === name.trim().toLowerCase());

  const fill = (id: string) => {
    const profile = profiles.find((candidate) => String(candidate.id) === id);
    if (!profile) return;
    onFill(
      Object.fromEntries(
        names
          .filter((measure) => profile.measurements[measure] !== undefined)
          .map((measure) => [measure, String(profile.measurements[measure])]),
      ),
    );
    setName(profile.name);
    const missing = names.filter((measure) => profile.measurements[measure] === undefined);
    setMessage({
      ok: true,
      text: missing.length
        ? `Filled from ${profile.name}. Still to measure: ${missing.join(", ")}.`
        : `Filled from ${profile.name}.`,
    });
  };

  const save = async () => {
    const typed = Object.fromEntries(
      names
        .filter((measure) => (values[measure] ?? "").trim() !== "")
        .map((measure) => [measure, Number(values[measure])]),
    );
    setBusy(true);
    try {
      // An update keeps the profile's other measurements (another piece's) beside these.
      const body = {
        name: name.trim(),
        measurements: { ...(existing?.measurements ?? {}), ...typed },
        note: existing?.note ?? "",
      };
      const answer = existing
        ? await requestJson<Saved>(
            browserApi,
            `/api/account/measurements/${existing.id}`,
            jsonInit("PUT", body),
          )
        : await requestJson<Saved>(browserApi, "/api/account/measurements", jsonInit("POST", body));
      setProfiles((current) => [
        ...current.filter((profile) => profile.id !== answer.profile.id),
        answer.profile,
      ]);
      setMessage({
        ok: true,
        text: existing ? `${answer.profile.name} updated.` : `Saved as ${answer.profile.name}.`,
      });
    } catch (error) {
      setMessage({
        ok: false,
        text: error instanceof ApiError ? error.message : "Your measurements could not be saved.",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="Saved measurements" className="space-y-3 border border-line bg-white p-4">
      {fitting.length > 0 ? (
        <div>
          <label htmlFor={selectId} className="field-label">
            Fill from my measurements
          </label>
          <select
            id={selectId}
            className="field-input"
            defaultValue=""
            onChange={(event) => fill(event.target.value)}
          >
            <option value="" disabled>
              Choose a profile
            </option>
            {fitting.map(({ profile, held }) => (
              <option key={profile.id} value={profile.id}>
                {profile.name} ({held.length} of {names.length})
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="text-sm text-muted">
          Save these measurements to fill the next custom-size form in one step.
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-40 flex-1">
          <label htmlFor={nameId} className="field-label">
            Profile name
          </label>
          <input
            id={nameId}
            value={name}
            maxLength={40}
            onChange={(event) => setName(event.target.value)}
            className="field-input"
          />
        </div>
        <button
          type="button"
          className="btn-outline"
          disabled={busy || name.trim() === ""}
          onClick={() => void save()}
        >
          {existing ? `Update ${existing.name}` : "Save as new profile"}
        </button>
      </div>
      {message ? (
        <p role="status" className={message.ok ? "text-sm text-ink" : "text-sm font-medium text-red-800"}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
