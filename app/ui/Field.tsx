import type { ReactNode } from "react";

/** What a field needs to wire its label, description and error (Conform's field metadata fits). */
export type FieldMeta = { id: string; errorId: string; descriptionId: string; errors?: string[] };

/**
 * A labelled control with its description and error, wired by id: the control gets
 * `aria-describedby` pointing at elements that exist and `aria-invalid` when there is an error.
 * The error line keeps its height so that a message appearing never moves the button below.
 */
export function Field({
  label,
  meta,
  description,
  className = "",
  children,
}: {
  label: ReactNode;
  meta: FieldMeta;
  description?: ReactNode;
  className?: string;
  children: (control: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}) {
  const error = meta.errors?.join(" ");
  const describedBy = [description ? meta.descriptionId : null, error ? meta.errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id: meta.id, "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined })}
      {description ? (
        <p id={meta.descriptionId} className="mt-1 text-xs text-slate-600">
          {description}
        </p>
      ) : null}
      <p id={meta.errorId} className="min-h-5 text-xs text-red-700">
        {error ?? ""}
      </p>
    </div>
  );
}

/** The look of every text, number and select control. */
export const inputClass =
  "mt-1 block min-h-touch w-full rounded-xl border border-slate-300 bg-white px-3 text-base tabular-nums aria-[invalid]:border-red-600";

/** Attributes of a figure that may be decimal and is never negative (grams, kcal, mg as on a label). */
export const decimalInputProps = { inputMode: "decimal", step: "any", min: 0 } as const;
