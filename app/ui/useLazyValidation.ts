import { getFormProps, parse, type FormMetadata, type Submission } from "@conform-to/react";
import type { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useRef, useState } from "react";

type ParseWithZod = typeof parseWithZod;

/**
 * A form's browser-side validation with its Zod schemas, loaded when the member first touches the
 * form (issue 44): building schemas is the costliest part of a heavy screen's script start-up on a
 * low-end phone, and most visits submit nothing. `validate` gets the loaded schemas module and
 * Conform's `parseWithZod`. Until they arrive, a submit is posted for the server to check with the
 * same schemas (as without JavaScript), and a field's blur or input check waits for them. Spread
 * `formProps(form)` on the form, in place of Conform's `getFormProps(form)`: its props and the touch
 * that starts the load.
 */
export function useLazyValidation<M, S extends Submission<unknown, unknown, unknown>>(
  load: () => Promise<M>,
  validate: (schemas: M, formData: FormData, parseWithZod: ParseWithZod) => S,
): {
  onValidate: (context: { formData: FormData }) => S;
  formProps: <Schema extends Record<string, unknown>, FormError>(
    form: FormMetadata<Schema, FormError>,
  ) => ReturnType<typeof getFormProps<Schema, FormError>> & { onFocus: () => void; onPointerDown: () => void };
} {
  const [loaded, setLoaded] = useState<{ schemas: M; parseWithZod: ParseWithZod } | null>(null);
  const started = useRef(false);
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    Promise.all([load(), import("@conform-to/zod/v4")]).then(
      ([schemas, zod]) => setLoaded({ schemas, parseWithZod: zod.parseWithZod }),
      () => {
        // Offline or a failed chunk: the server validates; the next touch tries again.
        started.current = false;
      },
    );
    // `load` is a module import: the first one is the one that counts.
  }, []);
  return {
    onValidate: ({ formData }) =>
      loaded
        ? validate(loaded.schemas, formData, loaded.parseWithZod)
        : // Conform's own signals: `null` lets a submit through to the server; `{}` answers a field's check with no errors yet.
          (parse(formData, { resolve: (_payload, intent) => ({ error: intent ? {} : null }) }) as S),
    formProps: (form) => ({ ...getFormProps(form), onFocus: start, onPointerDown: start }),
  };
}
