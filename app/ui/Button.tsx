import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
  danger: "border border-red-300 bg-white text-red-700 hover:bg-red-50",
  ghost: "text-brand-700 hover:bg-brand-50",
};

/** The classes of a button (or of a link that looks like one): touch-sized, one radius, one type size. */
export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return [
    "inline-flex min-h-touch min-w-touch items-center justify-center gap-2 rounded-xl px-4 font-semibold",
    "transition-colors disabled:cursor-not-allowed",
    variants[variant],
    extra,
  ].join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export function Button({ variant = "primary", className = "", type = "submit", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
