import { getCollectionProps } from "@conform-to/react";
import { DIETARY_RESTRICTIONS } from "~/modules/user/profile-fields";
import { Card } from "~/ui/Card";
import type { ProfileFieldset } from "./profile-form";

/** Profile's dietary restrictions: a checkbox each, drawn as a chip that fills when chosen. */
export function DietaryRestrictionsCard({ field }: { field: ProfileFieldset["dietaryRestrictions"] }) {
  return (
    <Card title="Dietary restrictions" titleId="dietary">
      <fieldset>
        <legend className="sr-only">Dietary restrictions</legend>
        <ul className="flex flex-wrap gap-2">
          {getCollectionProps(field, { type: "checkbox", options: [...DIETARY_RESTRICTIONS] }).map((props) => (
            <li key={props.key}>
              <label className="relative flex min-h-touch cursor-pointer items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700">
                <input {...props} key={undefined} className="peer sr-only" />
                <span aria-hidden="true" className="mr-1 hidden peer-checked:inline">
                  ✓
                </span>
                {props.value}
              </label>
            </li>
          ))}
        </ul>
        <p id={field.errorId} className="min-h-5 text-xs text-red-700">
          {field.errors?.join(" ") ?? ""}
        </p>
      </fieldset>
    </Card>
  );
}
