declare module "virtual:locale-bundles" {
  /** Locales with message bundles (src/locales/<code>/). */
  export const bundleLocales: string[];
  /** The namespaces of every locale (English's files). */
  export const namespaces: string[];
  /**
   * A locale's loader (undefined for a locale without bundles): its namespaces' loaders, plus
   * `errors` when the server has its file. Built: the fixed-name chunk `assets/locale-<code>.js`.
   */
  export const loadLocale: (
    code: string,
  ) => Promise<{ default: Record<string, () => Promise<Record<string, unknown>>> }> | undefined;
}
