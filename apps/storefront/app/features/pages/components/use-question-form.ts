import {
  firstMissingQuestionField,
  QUESTION_LIMITS,
  type QuestionField,
} from "@boutique/shared/schemas/contact-question-rules";
import { useToast } from "@storefront/lib/toast";
import { useHydrated } from "@storefront/lib/use-hydrated";
import { useEffect, useRef, useState } from "react";

type Values = Record<QuestionField, string>;
/** The answer of a question form's action: a success, or the first problem with what was typed. */
export type QuestionFormResult =
  | { ok: true; message: string }
  | { ok: false; message: string; field?: QuestionField; values: Values };

/**
 * The state both question forms (contact page, product page tab) share, spec §5: the first missing
 * field's message in the order question, email, name; the server's message until the shopper edits;
 * a toast on success, after which `afterSuccess` decides what is cleared.
 */
export function useQuestionForm({
  result,
  initial,
  afterSuccess,
  idPrefix,
}: {
  result: QuestionFormResult | undefined;
  initial: () => Values;
  afterSuccess: (values: Values) => Values;
  idPrefix: string;
}) {
  const hydrated = useHydrated();
  const toast = useToast();
  const [values, setValues] = useState<Values>(() => (result && !result.ok ? result.values : initial()));
  const [touched, setTouched] = useState(false);
  // The answer that was on screen when the shopper last edited: its message gives way to their edit.
  const [editedAfter, setEditedAfter] = useState<QuestionFormResult | undefined>(undefined);
  const toasted = useRef<QuestionFormResult | undefined>(undefined);

  useEffect(() => {
    // Before hydration the page shows the message itself; once hydrated, the toast says it.
    if (!hydrated || !result?.ok || toasted.current === result) return;
    toasted.current = result;
    toast.show(result.message);
    setValues(afterSuccess);
    setTouched(false);
  }, [result, toast, hydrated, afterSuccess]);

  const missing = firstMissingQuestionField(values);
  const serverError = result && !result.ok && editedAfter !== result ? result : undefined;
  const clientError = hydrated && touched && missing ? missing : undefined;
  const error =
    clientError ?? (serverError ? { field: serverError.field, message: serverError.message } : undefined);
  const errorId = `${idPrefix}-error`;

  const bind = (field: QuestionField) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    maxLength: QUESTION_LIMITS[field],
    "aria-invalid": error?.field === field ? true : undefined,
    "aria-describedby": error?.field === field ? errorId : undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setTouched(true);
      setEditedAfter(result);
    },
  });

  return {
    hydrated,
    bind,
    error,
    errorId,
    missing,
    // With JavaScript the toast confirms; without, the page says it.
    success: !hydrated && result?.ok ? result.message : undefined,
  };
}
