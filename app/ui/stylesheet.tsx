import { createContext, useContext } from "react";
import stylesheetUrl from "~/styles/app.css?url";

/** The hashed URL of the app's stylesheet. */
export const STYLESHEET_URL = stylesheetUrl;

// The server gives the stylesheet's text when this page carries it inline (a first visit,
// app/http/stylesheet.server.ts), "" when it links the file. The client renders what the server
// did: the <style> element is in the document it hydrates, or not.
const StylesheetContext = createContext<string>("");

export const StylesheetProvider = StylesheetContext.Provider;

const ID = "app-css";
// The client keeps the served text: when the root's error boundary replaces the page after a failed
// request, React renders the document's head again, and an empty <style> would leave it unstyled.
const servedCss = typeof document === "undefined" ? null : (document.getElementById(ID)?.textContent ?? null);

export function Stylesheet() {
  const context = useContext(StylesheetContext);
  const css = typeof document === "undefined" ? context : (servedCss ?? "");
  if (css === "") return <link rel="stylesheet" href={STYLESHEET_URL} />;
  return (
    <>
      <style id={ID} dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />
      <link rel="prefetch" as="style" href={STYLESHEET_URL} />
    </>
  );
}
