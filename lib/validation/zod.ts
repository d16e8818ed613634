import * as z from "./zod-api";

/**
 * zod for the schemas the browser loads (every file in lib/validation, and
 * lib/validation/attachment-upload.ts): zod probes `new Function` to compile faster
 * parsers, which the site's Content-Security-Policy (no 'unsafe-eval')
 * reports as a violation on every form; jitless parsing never probes.
 * tests/e2e/csp.spec.ts fails on any violation.
 */
z.config({ jitless: true });

export { z };
