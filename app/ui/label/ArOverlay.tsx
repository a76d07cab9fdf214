import type { OverlayBox } from "~/modules/label/overlay";

/** The AR overlay boxes over the camera view (spec commercial §3, §9), placed where the spec puts them. */
export function ArOverlay({ boxes }: { boxes: OverlayBox[] }) {
  return (
    <ul aria-label="AR nutrition information" className="pointer-events-none absolute inset-0">
      {boxes.map((box) => (
        <li
          key={box.type}
          data-testid={`ar-${box.type}`}
          className="absolute flex items-center overflow-hidden rounded-lg px-2 text-sm font-semibold leading-tight text-white shadow-lg ring-1 ring-white/40"
          style={{ left: box.x, top: box.y, width: box.width, height: box.height, backgroundColor: box.color }}
        >
          {box.content}
        </li>
      ))}
    </ul>
  );
}
