import { useState, type InputHTMLAttributes } from "react";
import { flushSync } from "react-dom";

const FORMATS = {
  // `size`: the text field as wide as Chromium's own control, where the field is as wide as its content.
  time: {
    pattern: "([01][0-9]|2[0-3]):[0-5][0-9]",
    placeholder: "HH:MM",
    title: "A time as HH:MM on a 24-hour clock, e.g. 07:30",
    size: 9,
  },
  date: { pattern: "[0-9]{4}-[0-9]{2}-[0-9]{2}", placeholder: "YYYY-MM-DD", title: "A date as YYYY-MM-DD, e.g. 2026-01-31", size: 14 },
} as const;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "pattern" | "placeholder" | "title" | "size"> & {
  type: keyof typeof FORMATS;
};

/**
 * A date or time field that arrives as a text field in the field's own format (HH:MM, YYYY-MM-DD)
 * and becomes the browser's date or time control, with its picker, when a finger or pointer first
 * presses it. On a low-end phone's first visit the first native date or time control of a page
 * costs Chromium about 60–100 ms of style work (its shadow fields, its picker icon's SVG document),
 * however many there are (issue 44, docs/performance.md), while most visits pick no date or time.
 * Typed with the keyboard, and without JavaScript, the text field posts the same value: the
 * pattern checks its form and the server's schema the rest.
 */
export function DateTimeInput({ type, onPointerDown, ...props }: Props) {
  const [native, setNative] = useState(false);
  const format = FORMATS[type];
  return (
    <input
      {...props}
      {...(native ? { type } : { type: "text", ...format })}
      onPointerDown={(event) => {
        // Synchronously, so that the press's focus and click reach the native control.
        if (!native) flushSync(() => setNative(true));
        onPointerDown?.(event);
      }}
    />
  );
}
