// A new history entry gets its state while the document is still short (issue 44). Remix's scroll
// restoration script and React Router's history each give a fresh entry a key or an index with
// history.replaceState. Chromium then stores the entry's page state, every form control on the page
// included: at the end of the Diary's document that took up to 420 ms on the low-tier phone, once
// before the first paint and again as hydration began. Here, before any form is parsed, the same call
// is cheap; both find the state theirs would have written, {usr, key, idx}, and leave it.
// tests/e2e/history-entry.spec.ts counts the calls. The client hydrates the element the server wrote
// and never runs it again, so the text stays out of the client's bundle (as ui/stylesheet.tsx's does).
const SCRIPT = import.meta.env.SSR
  ? 'if(!history.state||!history.state.key)history.replaceState({usr:null,key:Math.random().toString(32).slice(2),idx:0},"")'
  : "";

export function HistoryEntryScript({ nonce }: { nonce: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} suppressHydrationWarning />;
}
