import { FormAlert } from "@admin/components/ui/field";
import { FILL_ALL_VALUES } from "@boutique/shared/schemas/home-content";
import type { FieldErrors } from "react-hook-form";

/** True while some field's error is spec §5's 'Please fill all values' (a required value is missing). */
const isMissingValue = (errors: FieldErrors) =>
  Object.values(errors).some((error) => error?.message === FILL_ALL_VALUES);

/**
 * Spec §5's banner above an add form: 'Please fill all values', shown only while a required value is
 * missing. Other errors (a name too long, a bad email) are said beside their field, not here.
 */
export function FillAllValuesAlert({ errors }: { errors: FieldErrors }) {
  return isMissingValue(errors) ? <FormAlert>{FILL_ALL_VALUES}</FormAlert> : null;
}
