import { ErrorState, LoadingState } from "@admin/components/states";
import { Button } from "@admin/components/ui/button";
import { FormAlert } from "@admin/components/ui/field";
import type { UseQueryResult } from "@tanstack/react-query";
import { type FormEventHandler, type ReactNode, useId } from "react";

/**
 * A settings form's data: loading, an error with Retry, then the form with what was read. `what` names the
 * settings in the messages ("cash on delivery's settings").
 */
export function SettingsLoader<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={`Loading ${what}…`} />;
  if (query.error) {
    return (
      <ErrorState
        title="Error"
        message={`${what[0]!.toUpperCase()}${what.slice(1)} could not be loaded: ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data as T)}</>;
}

/** The frame of a settings form: its title and explanation, the server's refusal, the fields, and Save. */
export function SettingsForm({
  title,
  description,
  alert,
  pending,
  onSubmit,
  children,
}: {
  title: string;
  description: ReactNode;
  alert: string | null;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="panel space-y-4 p-4 sm:p-5"
    >
      <div>
        <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{description}</p>
      </div>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {children}
      <div className="flex justify-end border-t border-stone-100 pt-4">
        <Button type="submit" pending={pending}>
          Save
        </Button>
      </div>
    </form>
  );
}
