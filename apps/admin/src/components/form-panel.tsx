import { type FormEventHandler, type ReactNode, useId } from "react";

type Props = {
  /** The panel's heading, which also names the form for screen readers. */
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/** An add form in a panel above a list: titled, named by its title, browser validation off (zod answers). */
export function FormPanel({ title, onSubmit, children }: Props) {
  const id = useId();
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="panel space-y-4 p-5">
      <h2 id={`${id}-title`} className="text-base font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </form>
  );
}
