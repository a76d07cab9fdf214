import { inputClass } from "~/ui/Field";

/** The e-mail and full name a payment is for (commercial spec §2.4, §2.6), with what was last typed when a payment failed. */
export function ContactFields({ idPrefix, email, name }: { idPrefix: string; email: string; name: string }) {
  return (
    <>
      <label className="block text-sm font-medium" htmlFor={`${idPrefix}-email`}>
        E-mail
      </label>
      <input id={`${idPrefix}-email`} name="email" type="email" defaultValue={email} autoComplete="email" className={inputClass} />
      <label className="block text-sm font-medium" htmlFor={`${idPrefix}-name`}>
        Full name
      </label>
      <input id={`${idPrefix}-name`} name="name" type="text" defaultValue={name} autoComplete="name" className={inputClass} />
    </>
  );
}
