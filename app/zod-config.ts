import { z } from "zod";

// Zod 4 compiles object parsers with `new Function` after probing whether eval is allowed; the probe
// alone makes the browser report a Content-Security-Policy violation (our script-src has no
// 'unsafe-eval'). In the browser Zod runs without that JIT. Imported first by root.tsx (route
// modules are evaluated before entry.client.tsx) and by the client entry, before any schema exists.
if (typeof document !== "undefined") z.config({ jitless: true });
