import { useEffect, useRef } from "react";

/** A hidden field that carries the browser's language once JavaScript runs (else the server reads Accept-Language). */
export function LocaleInput() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.value = navigator.language;
  }, []);
  return <input ref={ref} type="hidden" name="locale" defaultValue="" />;
}
