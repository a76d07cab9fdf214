/** A form's refusal, announced to screen readers; renders nothing without a message. */
export function FormAlert({ message, className = "" }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}>
      {message}
    </p>
  );
}
