// Line icons drawn inline in the text color. They were CSS masks with SVG data URIs, to keep the
// bottom bar a few elements; but Chromium builds an image document for each such SVG, and on the
// low-tier phone the Diary's seven took 250–380 ms a load, against two elements an icon (issue 44).
// Named as the bottom bar's entries are labelled.
const ICON_PATHS = {
  Plus: "M12 5v14M5 12h14",
  Home: "M3 11l9-8 9 8v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z",
  Scan: "M4 7V5a1 1 0 0 1 1-1h2M17 4h2a1 1 0 0 1 1 1v2M20 17v2a1 1 0 0 1-1 1h-2M7 20H5a1 1 0 0 1-1-1v-2M8 12h8",
  Progress: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  Premium: "M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z",
  Profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
} as const;

/** A line icon, 1.5rem unless its `className` sets `--icon-size`; a parent may fill it (`[&_svg]:fill-current`). */
export function Icon({ name, strokeWidth, className = "" }: { name: keyof typeof ICON_PATHS; strokeWidth: number; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" strokeWidth={strokeWidth} className={`line-icon ${className}`}>
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
