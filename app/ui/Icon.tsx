// Line icons drawn inline in the text color. They were CSS masks with SVG data URIs, to keep the
// bottom bar a few elements; but Chromium builds an image document for each such SVG, and on the
// low-tier phone the Diary's seven took 250–380 ms a load, against two elements an icon (issue 44).
const ICON_PATHS = {
  plus: "M12 5v14M5 12h14",
  home: "M3 11l9-8 9 8v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z",
  scan: "M4 7V5a1 1 0 0 1 1-1h2M17 4h2a1 1 0 0 1 1 1v2M20 17v2a1 1 0 0 1-1 1h-2M7 20H5a1 1 0 0 1-1-1v-2M8 12h8",
  progress: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  premium: "M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z",
  profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
} as const;

export function Icon({
  name,
  strokeWidth,
  filled = false,
  className = "h-6 w-6",
}: {
  name: keyof typeof ICON_PATHS;
  strokeWidth: number;
  filled?: boolean;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`flex-none ${className}`}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
