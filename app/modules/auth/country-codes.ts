// The country calling codes the registration form offers (commercial spec §3). Pure, and apart from
// its schema (registration-fields.ts) so that the screen's script does not build it (issue 44).

export const COUNTRY_CODES = [
  "+1",
  "+44",
  "+33",
  "+49",
  "+39",
  "+34",
  "+81",
  "+82",
  "+86",
  "+91",
  "+55",
  "+61",
  "+7",
  "+52",
  "+27",
] as const;
