import { ChangePasswordForm, CreatePasswordForm } from "@boutique/shared/schemas/auth";
import type { ConsentPurpose } from "@boutique/shared/schemas/privacy";
import { textField } from "@storefront/features/auth/form-values.server";
import { ApiError, type ApiFetch, forwardedCookies } from "@storefront/lib/api-client";
import { positiveId } from "@storefront/lib/loader-helpers";
import { data, redirect } from "react-router";
import {
  type AddressInput,
  askReturn,
  changePassword,
  createPassword,
  deleteAddress,
  deleteProfile,
  eraseAccount,
  makeDefaultAddress,
  saveAddress,
  saveProfile,
  setConsent,
  updateAccountDetails,
} from "./api";

export type AccountIntent =
  | "details"
  | "password"
  | "password-create"
  | "address-save"
  | "address-delete"
  | "address-default"
  | "return-request"
  | "consent"
  | "erase"
  | "measurement-save"
  | "measurement-delete";

/** What a form on the account page gets back: the message to show beside it, and what was sent. */
export type AccountResult = {
  intent: AccountIntent;
  ok: boolean;
  message: string;
  /** When it was answered: a form that worked starts afresh once per answer. */
  at: number;
  /** The address form's values when it failed, so nothing typed is lost. */
  address?: AddressInput & { id?: number };
};

const INTENTS: AccountIntent[] = [
  "details",
  "password",
  "password-create",
  "address-save",
  "address-delete",
  "address-default",
  "return-request",
  "consent",
  "erase",
  "measurement-save",
  "measurement-delete",
];

/**
 * Spec §2 account page tabs 1-3: details, password and addresses, posted as plain forms (they work
 * without JavaScript). The API checks every rule; its message is what the shopper reads.
 */
export async function accountAction(request: Request, api: ApiFetch) {
  const form = await request.formData();
  const intent = form.get("intent") as AccountIntent;
  if (!INTENTS.includes(intent)) throw data(null, { status: 400 });
  const answer = (ok: boolean, message: string, extra: Partial<AccountResult> = {}, status = 200) =>
    data<AccountResult>({ intent, ok, message, at: Date.now(), ...extra }, { status });

  try {
    if (intent === "details") {
      // Sent as typed: an emptied phone is removed, not kept.
      const { message } = await updateAccountDetails(api, {
        first_name: textField(form, "first_name"),
        last_name: textField(form, "last_name"),
        phone: textField(form, "phone"),
      });
      return answer(true, message);
    }
    if (intent === "password") {
      // Spec §5's messages in order, before anything is sent.
      const checked = ChangePasswordForm.safeParse({
        oldPassword: textField(form, "oldPassword"),
        newPassword: textField(form, "newPassword"),
        confirmPassword: textField(form, "confirmPassword"),
      });
      if (!checked.success) return answer(false, checked.error.issues[0].message, {}, 400);
      return answer(true, (await changePassword(api, checked.data)).message);
    }
    if (intent === "password-create") {
      // A guest checkout's account chooses its first password (issue 26 §4).
      const checked = CreatePasswordForm.safeParse({
        newPassword: textField(form, "newPassword"),
        confirmPassword: textField(form, "confirmPassword"),
      });
      if (!checked.success) return answer(false, checked.error.issues[0].message, {}, 400);
      return answer(true, (await createPassword(api, checked.data.newPassword)).message);
    }
    if (intent === "return-request") return answer(true, await passOnReturn(form, api));
    if (intent === "consent") {
      const purpose = textField(form, "purpose") as ConsentPurpose;
      const { message } = await setConsent(api, purpose, textField(form, "granted") === "true");
      return answer(true, message);
    }
    if (intent === "erase") {
      const response = await eraseAccount(api, textField(form, "confirm"));
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok)
        return answer(false, body.message ?? "Your account could not be erased.", {}, response.status);
      // The account is gone and so is the session: home, with the cookie cleared.
      return redirect("/?erased=1", { headers: forwardedCookies(response) });
    }
    const id = positiveId(textField(form, "id"));
    if (intent === "measurement-save") return answer(true, await saveProfile(api, profileFields(form), id));
    if (intent === "measurement-delete") {
      if (!id) return answer(false, "Measurement profile not found", {}, 404);
      return answer(true, await deleteProfile(api, id));
    }
    if (intent === "address-save") {
      const address = addressFields(form);
      try {
        return answer(true, await saveAddress(api, address, id));
      } catch (error) {
        if (error instanceof ApiError)
          return answer(false, error.message, { address: { ...address, id } }, error.status);
        throw error;
      }
    }
    if (!id) return answer(false, "Address not found", {}, 404);
    const message =
      intent === "address-delete" ? await deleteAddress(api, id) : await makeDefaultAddress(api, id);
    return answer(true, message);
  } catch (error) {
    if (error instanceof ApiError) return answer(false, error.message, {}, error.status);
    throw error;
  }
}

/** The address form's fields as typed (trimmed); the API checks them. */
export function addressFields(form: FormData): AddressInput {
  const field = (name: keyof AddressInput) => textField(form, name);
  return {
    first_name: field("first_name"),
    last_name: field("last_name"),
    email: field("email"),
    mobile: field("mobile"),
    country: field("country"),
    state: field("state"),
    city: field("city"),
    address1: field("address1"),
    address2: field("address2"),
    zip: field("zip"),
  };
}

/** The Exchange & Return form (multipart, works without JavaScript) passed on to the API as it came. */
async function passOnReturn(form: FormData, api: ApiFetch): Promise<string> {
  const orderId = positiveId(textField(form, "order_id"));
  if (!orderId) throw new ApiError(404, "Order not found", new Response(null, { status: 404 }));
  form.delete("intent");
  form.delete("order_id");
  // A file input left empty still sends an empty part; the API would call it an unsupported file.
  const photos = form.getAll("photos").filter((photo) => !(photo instanceof File) || photo.size > 0);
  form.delete("photos");
  for (const photo of photos) form.append("photos", photo);
  const encoded = new Request("http://storefront.local/", { method: "POST", body: form });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const contentType = encoded.headers.get("content-type") ?? "multipart/form-data";
  await askReturn(api, orderId, { bytes, contentType });
  return "Request sent. We reply within 5 working days.";
}

/**
 * A measurement profile from its form: the name, the note, and each `m.<name>` field that holds a value (an
 * emptied one leaves the profile; a new measurement comes as `new_name` and `new_value`). The API checks
 * every value; a field that is not a number is sent as one the API refuses with its message.
 */
function profileFields(form: FormData) {
  const measurements: Record<string, number> = {};
  for (const [key, value] of form.entries()) {
    if (!key.startsWith("m.") || typeof value !== "string" || value.trim() === "") continue;
    measurements[key.slice(2)] = Number(value);
  }
  const newName = textField(form, "new_name").trim();
  const newValue = textField(form, "new_value").trim();
  if (newName && newValue) measurements[newName] = Number(newValue);
  return { name: textField(form, "name"), note: textField(form, "note"), measurements };
}
