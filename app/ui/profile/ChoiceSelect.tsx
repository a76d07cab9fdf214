import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { inputClass } from "~/ui/Field";

/** One of Profile's optional choices (sex, activity, goal): "Not set" first, then each value by its label. */
export function ChoiceSelect<Value extends string>({
  meta,
  control,
  values,
  labels,
}: {
  meta: FieldMetadata<string>;
  control: { id: string; "aria-describedby"?: string; "aria-invalid"?: true };
  values: readonly Value[];
  labels: Record<Value, string>;
}) {
  return (
    <select {...getSelectProps(meta)} {...control} className={inputClass}>
      <option value="">Not set</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </select>
  );
}
