import { createContext, useContext } from "react";

// The CSP nonce of this response, for the inline scripts Remix renders. Browsers hide the
// nonce attribute from the DOM, so the client renders with an empty value.
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
