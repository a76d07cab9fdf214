import type { Config } from "tailwindcss";

// Fitplate's theme: a fresh green brand, gold for Premium, and touch-sized controls.
export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: { 50: "#ecfdf5", 100: "#d1fae5", 500: "#10b981", 600: "#059669", 700: "#047857", 900: "#064e3b" },
        gold: { 400: "#facc15", 500: "#eab308", 600: "#ca8a04" },
        protein: "#3b82f6",
        carbs: "#f59e0b",
        fat: "#ef4444",
      },
      minHeight: { touch: "44px" },
      minWidth: { touch: "44px" },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"],
      },
    },
  },
} satisfies Config;
