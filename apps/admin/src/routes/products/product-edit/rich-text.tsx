import { cn } from "@admin/lib/cn";
import { Bold, Italic, List, ListOrdered } from "lucide-react";
import { useEffect, useId, useRef } from "react";

const COMMANDS = [
  { command: "bold", label: "Bold", Icon: Bold },
  { command: "italic", label: "Italic", Icon: Italic },
  { command: "insertUnorderedList", label: "Bulleted list", Icon: List },
  { command: "insertOrderedList", label: "Numbered list", Icon: ListOrdered },
] as const;

/**
 * A small rich-text box: bold, italic and lists over contentEditable, no editor library. The server
 * sanitises what it receives, so the HTML here only needs to look right.
 */
export function RichText({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  hint?: string;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);

  // Written into the DOM only when it differs, so typing never moves the caret.
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);

  const run = (command: string) => {
    ref.current?.focus();
    // execCommand is deprecated but still the one built-in way to format a contentEditable selection.
    document.execCommand(command);
    onChange(ref.current?.innerHTML ?? "");
  };

  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-medium text-stone-800">
        {label}
      </span>
      <div className="rounded-md border border-stone-300 bg-white shadow-sm focus-within:outline-2 focus-within:outline-brand-700">
        <div
          role="toolbar"
          aria-label={`${label} formatting`}
          className="flex gap-1 border-b border-stone-200 p-1"
        >
          {COMMANDS.map(({ command, label: name, Icon }) => (
            <button
              key={command}
              type="button"
              aria-label={name}
              title={name}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(command)}
              className="inline-flex size-8 items-center justify-center rounded text-stone-700 hover:bg-stone-100 focus-ring"
            >
              <Icon aria-hidden className="size-4" />
            </button>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a textarea cannot hold formatted text */}
        <div
          ref={ref}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          contentEditable
          suppressContentEditableWarning
          onInput={(event) => onChange(event.currentTarget.innerHTML)}
          className={cn(
            "min-h-28 px-3 py-2 text-sm text-stone-900 outline-none",
            "[&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5",
          )}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
