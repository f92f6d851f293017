/**
 * Imported first by every schema module the browser loads. zod's fast path compiles parsers with `new Function`,
 * and its one-time probe for that is reported as a violation by the SPA's Content-Security-Policy (no
 * 'unsafe-eval', client/public/_headers) even though zod catches the error. Our schemas are small; the interpreter
 * is fast enough. In workerd zod already skips the probe, so the Worker behaves the same either way.
 */
import { z } from "zod";

z.config({ jitless: true });
