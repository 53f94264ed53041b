/** Flags for headless Chromium, the one set production, tests and benches launch with (chromium-args.mjs). */
export declare const chromiumArgs: string[];
