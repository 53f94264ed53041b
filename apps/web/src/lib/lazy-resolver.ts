import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver for a shared zod schema that loads zod, the resolver and the schema
 * only when the form first validates (or when `preload` is called, e.g. on the form's first
 * input), so a page whose first screen is a form does not load zod before anyone types.
 * Validation is the same as `zodResolver(schema)`.
 */
export function lazyZodResolver<TValues extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<TValues, TValues>>,
): { resolver: Resolver<TValues>; preload: () => void } {
  let loaded: Promise<Resolver<TValues>> | undefined;
  const load = () => {
    loaded ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<TValues>,
    );
    return loaded;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => {
      void load();
    },
  };
}
