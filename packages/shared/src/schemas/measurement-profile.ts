import { z } from "zod";
import { MEASUREMENT_MAX, MEASUREMENT_MIN } from "../pricing/options";
import { idParam } from "./id";

/**
 * A shopper's saved measurements (issue 27 §2): named profiles ("Me", "Mother") the custom-size form fills
 * from and saves to. Values are inches by measurement name, as the custom-size form and the cart keep them.
 */
export const PROFILE_LIMITS = { profiles: 10, name: 40, measurements: 40, note: 500 } as const;

export const PROFILE_MESSAGES = {
  name: `Name the profile (at most ${PROFILE_LIMITS.name} characters).`,
  nameTaken: "You already have a profile with this name.",
  tooMany: `You can keep up to ${PROFILE_LIMITS.profiles} measurement profiles.`,
  noMeasurements: "Enter at least one measurement.",
  tooManyMeasurements: "Too many measurements.",
  measurementName: "Name each measurement (at most 60 characters).",
  value: `Measurements must be from ${MEASUREMENT_MIN} to ${MEASUREMENT_MAX} inches.`,
  note: `The note may be at most ${PROFILE_LIMITS.note} characters.`,
  notFound: "Measurement profile not found",
  saved: "Measurements saved.",
  deleted: "Measurement profile deleted.",
} as const;

export const ProfileBody = z.object({
  name: z
    .string({ error: PROFILE_MESSAGES.name })
    .trim()
    .min(1, PROFILE_MESSAGES.name)
    .max(PROFILE_LIMITS.name, PROFILE_MESSAGES.name),
  measurements: z
    .record(
      z.string(),
      z
        .number({ error: PROFILE_MESSAGES.value })
        .min(MEASUREMENT_MIN, PROFILE_MESSAGES.value)
        .max(MEASUREMENT_MAX, PROFILE_MESSAGES.value),
      { error: (issue) => (issue.code === "invalid_type" ? PROFILE_MESSAGES.noMeasurements : undefined) },
    )
    // Names are checked here rather than by the key's schema: a record reports a bad key as its own issue.
    .refine(
      (map) => Object.keys(map).every((name) => name.trim().length > 0 && name.trim().length <= 60),
      PROFILE_MESSAGES.measurementName,
    )
    .refine((map) => Object.keys(map).length > 0, PROFILE_MESSAGES.noMeasurements)
    .refine(
      (map) => Object.keys(map).length <= PROFILE_LIMITS.measurements,
      PROFILE_MESSAGES.tooManyMeasurements,
    )
    .transform((map) =>
      Object.fromEntries(Object.entries(map).map(([name, inches]) => [name.trim(), inches])),
    ),
  note: z
    .string({ error: PROFILE_MESSAGES.note })
    .trim()
    .max(PROFILE_LIMITS.note, PROFILE_MESSAGES.note)
    .default(""),
});
export type ProfileBody = z.input<typeof ProfileBody>;
/** A profile's body after its checks (names trimmed, the note defaulted). */
export type ProfileSaved = z.output<typeof ProfileBody>;

export const Profile = z.object({
  id: z.number().int(),
  name: z.string(),
  measurements: z.record(z.string(), z.number()),
  note: z.string(),
  updated_at: z.string().describe("When the measurements last changed"),
});
export type Profile = z.infer<typeof Profile>;

export const ProfileList = z.object({ profiles: z.array(Profile) });
export const ProfileSaved = z.object({ message: z.string(), profile: Profile });
export const ProfileIdParams = z.object({ id: idParam(PROFILE_MESSAGES.notFound) });
