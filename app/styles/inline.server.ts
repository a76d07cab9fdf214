// The stylesheet as text, for the server to inline in every page (app/ui/inline-styles.tsx).
export { default as APP_CSS } from "./app.css?inline";
