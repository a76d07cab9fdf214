import type { Config } from "tailwindcss";

// Fitplate's theme: a fresh green brand, gold for Premium, and touch-sized controls. Text on
// brand colors uses the 700 shade and darker: every pair meets WCAG AA (tests/e2e/a11y.spec.ts).
export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: { 50: "#ecfdf5", 100: "#d1fae5", 500: "#10b981", 600: "#059669", 700: "#047857", 800: "#065f46", 900: "#064e3b" },
        gold: { 400: "#facc15", 500: "#eab308", 600: "#ca8a04", 700: "#a16207" },
        protein: "#3b82f6",
        carbs: "#f59e0b",
        fat: "#ef4444",
      },
      // 44 px on phones, 64 px on kiosk-sized screens (app.css sets --touch).
      minHeight: { touch: "var(--touch)" },
      minWidth: { touch: "var(--touch)" },
      height: { touch: "var(--touch)" },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"],
      },
    },
  },
} satisfies Config;
