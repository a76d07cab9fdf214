import { getInputProps } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { Units } from "~/modules/units/units";
import { SEX_LABELS, SEXES } from "~/modules/user/profile-fields";
import { Card } from "~/ui/Card";
import { Field, inputClass } from "~/ui/Field";
import { ChoiceSelect } from "./ChoiceSelect";
import { numberFields, type ProfileFieldset } from "./profile-form";

/** Profile's name, e-mail, age, height, weight and sex, in the member's units. */
export function BasicInformationCard({
  fields,
  units,
  email,
  isGuest,
}: {
  fields: ProfileFieldset;
  units: Units;
  email: string | null;
  isGuest: boolean;
}) {
  return (
    <Card title="Basic information" titleId="basic">
      <div className="grid grid-cols-2 gap-x-3 gap-y-1">
        <Field label="Username" meta={fields.username} className="col-span-2 sm:col-span-1">
          {(control) => (
            <input
              {...getInputProps(fields.username, { type: "text" })}
              {...control}
              autoComplete="username"
              maxLength={40}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="Email"
          meta={fields.email}
          className="col-span-2 sm:col-span-1"
          description={
            <>
              {isGuest ? "" : "Your sign-in e-mail. "}
              <Link to="/profile/email" className="font-medium text-brand-700 underline">
                {email ? "Change it with a code" : "Add one with a code"}
              </Link>
            </>
          }
        >
          {(control) => (
            <input
              {...getInputProps(fields.email, { type: "email" })}
              {...control}
              readOnly
              autoComplete="email"
              className={`${inputClass} read-only:bg-slate-100`}
            />
          )}
        </Field>
        {numberFields[units].map((field) => (
          <Field
            key={field.name}
            label={field.label}
            meta={fields[field.name]}
            description={field.description}
            className={field.name === "age" ? "col-span-2 sm:col-span-1" : ""}
          >
            {(control) => (
              <input
                {...getInputProps(fields[field.name], { type: "text" })}
                {...control}
                inputMode={field.inputMode}
                className={inputClass}
              />
            )}
          </Field>
        ))}
        <Field
          label="Sex (optional)"
          meta={fields.sex}
          description="Only for the suggested calorie goal's formula."
          className="col-span-2 sm:col-span-1"
        >
          {(control) => <ChoiceSelect meta={fields.sex} control={control} values={SEXES} labels={SEX_LABELS} />}
        </Field>
      </div>
    </Card>
  );
}
