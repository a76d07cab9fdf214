import { createContext, useContext } from "react";

// The app's whole stylesheet, written into the page's <head> by the server (app/styles/inline.server.ts
// gives it to entry.server.tsx): the first paint waits for no stylesheet request. The client renders
// the element with an empty value and keeps the server's text, as React does for dangerouslySetInnerHTML.
const InlineStylesContext = createContext<string>("");

export const InlineStylesProvider = InlineStylesContext.Provider;

export function InlineStyles() {
  const css = useContext(InlineStylesContext);
  return <style dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />;
}
