import { useEffect, useRef } from "react";

/** A hidden field that carries the device's time zone once JavaScript runs (else the server's default). */
export function TimeZoneInput() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.value = Intl.DateTimeFormat().resolvedOptions().timeZone;
  }, []);
  return <input ref={ref} type="hidden" name="timeZone" defaultValue="" />;
}
