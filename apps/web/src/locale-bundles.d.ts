declare module "virtual:locale-bundles" {
  /** Locales with message bundles (src/locales/<code>/). */
  export const bundleLocales: string[];
  /** The namespaces of every locale (English's files). */
  export const namespaces: string[];
  /** One loader per locale: its namespaces' loaders, plus `errors` when the server has its file. */
  export const loadLocale: Record<
    string,
    () => Promise<{ default: Record<string, () => Promise<Record<string, unknown>>> }>
  >;
}
