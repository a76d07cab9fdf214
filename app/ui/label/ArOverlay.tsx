import type { OverlayBox, OverlayType } from "~/modules/label/overlay";

/** Each box's color as a class (the contrast test reads it), the same color as the box's `color`. */
export const OVERLAY_CLASSES: Record<OverlayType, string> = {
  calories: "bg-brand-800 text-white",
  protein: "bg-blue-700 text-white",
  warning: "bg-red-700 text-white",
  recommendation: "bg-violet-700 text-white",
};

/** The AR overlay boxes over the camera view (spec commercial §3, §9), placed where the spec puts them. */
export function ArOverlay({ boxes }: { boxes: OverlayBox[] }) {
  return (
    <ul aria-label="AR nutrition information" className="pointer-events-none absolute inset-0">
      {boxes.map((box) => (
        <li
          key={box.type}
          data-testid={`ar-${box.type}`}
          className={`absolute flex items-center overflow-hidden rounded-lg px-2 text-sm font-semibold leading-tight shadow-lg ring-1 ring-white/40 ${OVERLAY_CLASSES[box.type]}`}
          style={{ left: box.x, top: box.y, width: box.width, height: box.height }}
        >
          {box.content}
        </li>
      ))}
    </ul>
  );
}
