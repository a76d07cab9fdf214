import type { ReactNode } from "react";
import { Button } from "~/ui/Button";
import { inputClass } from "~/ui/Field";
import type { useFoodSearch } from "./useFoodSearch";

/**
 * The food search box: a GET form (`q`), so searching works without JavaScript; with it, typing
 * searches as you go (useFoodSearch) and Enter does not reload the page. `hidden` carries the
 * screen's own query parameters (the diary's date, the scan being corrected).
 */
export function FoodSearchForm({
  id,
  label,
  placeholder,
  search,
  hidden,
  describedBy,
}: {
  id: string;
  label: string;
  placeholder: string;
  search: ReturnType<typeof useFoodSearch>;
  hidden?: ReactNode;
  describedBy?: string;
}) {
  return (
    <form method="get" role="search" className="flex gap-2" onSubmit={(event) => event.preventDefault()}>
      {hidden}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={search.term}
        onChange={(event) => search.setTerm(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        aria-describedby={describedBy}
        className={`${inputClass} mt-0`}
      />
      <noscript>
        <Button variant="secondary">Search</Button>
      </noscript>
    </form>
  );
}
