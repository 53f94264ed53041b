import type { BuildOptions } from "esbuild";

/** esbuild options shared by every server bundle (bundle-options.mjs). */
export declare const bundleOptions: BuildOptions;
