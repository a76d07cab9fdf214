import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { DomainError, domainErrorHeaders, type TitledWords } from "~/modules/errors";
import { withoutFieldNames } from "~/modules/validate";
import type { FormReply } from "~/shared/form-reply";

export type { FormReply };

/**
 * Runs a screen form: parses it with the same Zod schema the module and the client use, runs the
 * work, and answers what `onSuccess` makes of the result (usually a redirect with a toast). Field
 * problems and a module's DomainError come back as a FormReply with a 4xx status.
 */
export async function submitForm<S extends z.ZodType, T>(
  formData: FormData,
  intent: string,
  schema: S,
  work: (value: z.output<S>) => Promise<T>,
  onSuccess: (result: T) => Promise<Response> | Response,
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data<FormReply>({ intent, result: submission.reply() }, { status: 400 });
  }
  try {
    return await onSuccess(await work(submission.value));
  } catch (error) {
    if (error instanceof DomainError) {
      return data<FormReply>(
        { intent, result: submission.reply({ formErrors: [withoutFieldNames(error.message)] }), ...titled(error) },
        { status: error.status, headers: domainErrorHeaders(error) },
      );
    }
    throw error;
  }
}

/**
 * A module's refusal that keeps what was typed: the reply carries the posted text fields as Conform's
 * `initialValue`, so the page (even without JavaScript) shows the form again as it was sent.
 */
export function domainFormErrorKeeping(intent: string, error: DomainError, formData: FormData, message = error.message) {
  const initialValue = Object.fromEntries([...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  return data<FormReply>(
    { intent, result: { status: "error", error: { "": [withoutFieldNames(message)] }, initialValue }, ...titled(error) },
    { status: error.status, headers: domainErrorHeaders(error) },
  );
}

/** A form's refusal with one form-level message (no field errors; a module's field names dropped): a FormReply with a 4xx/5xx status. */
export function formError(intent: string, message: string, status: number, headers?: HeadersInit, titled?: TitledWords) {
  return data<FormReply>(
    { intent, result: { status: "error", error: { "": [withoutFieldNames(message)] } }, ...(titled ? { titled } : {}) },
    { status, headers },
  );
}

const titled = (error: DomainError) => (error.title ? { titled: { title: error.title, description: error.description } } : {});

/** A module's DomainError as a form's refusal: its status, its `Retry-After`, and its message (or `message`). */
export function domainFormError(intent: string, error: DomainError, message = error.message) {
  return formError(intent, message, error.status, domainErrorHeaders(error), titled(error).titled);
}

/** A screen form's refusal: a FormReply with its status and headers. */
export type FormRefusal = ReturnType<typeof formError>;

/** The answer to a form post whose intent this screen does not handle. */
export function unknownIntent(intent: unknown) {
  return formError(String(intent ?? ""), "Unknown action", 400);
}
