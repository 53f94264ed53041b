import { z } from "zod";

/**
 * zod for every schema of this package. In a browser it runs without its compiled fast path:
 * zod probes `new Function` for it, and the app's Content-Security-Policy (`script-src 'self'`)
 * reports that probe as a violation on every page that loads a schema, even though zod catches
 * it. The server keeps the fast path. This module runs before any schema is built (each schema
 * module imports z from here), which is when zod decides.
 */
if ("document" in globalThis) z.config({ jitless: true });

export { z };
