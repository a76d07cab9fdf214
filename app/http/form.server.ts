import { data } from "@remix-run/node";
import { DomainError } from "~/modules/errors";

export type FormError = { error: string };

/**
 * Runs a screen action's work: on success answers what `onSuccess` makes of the result
 * (usually a redirect with a toast); a module's DomainError becomes `{ error }` with its
 * status, which the screen shows inline (no JavaScript) or as a toast (fetcher).
 */
export async function formResult<T>(work: () => Promise<T>, onSuccess: (result: T) => Promise<Response> | Response) {
  try {
    return await onSuccess(await work());
  } catch (error) {
    if (error instanceof DomainError) return data<FormError>({ error: error.message }, { status: error.status });
    throw error;
  }
}

export async function formFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [key, value] of await request.formData()) if (typeof value === "string") fields[key] = value;
  return fields;
}
