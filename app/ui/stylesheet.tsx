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
const servedInline = typeof document !== "undefined" && document.getElementById(ID) !== null;

export function Stylesheet() {
  const css = useContext(StylesheetContext);
  const inline = typeof document === "undefined" ? css !== "" : servedInline;
  if (!inline) return <link rel="stylesheet" href={STYLESHEET_URL} />;
  return (
    <>
      <style id={ID} dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />
      <link rel="prefetch" as="style" href={STYLESHEET_URL} />
    </>
  );
}
