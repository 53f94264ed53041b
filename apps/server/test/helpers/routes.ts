import type { FastifyInstance } from "fastify";

/**
 * Every `METHOD url` an app serves, read from Fastify's route tree (HEAD, Fastify's automatic
 * twin of GET, left out). The registries that every route must join (access matrix, API key
 * access) compare themselves with this list, so a new route fails them until it is listed.
 */
export function servedRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│├└─\s]*)([^\s│├└─]\S*)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.floor(match[1]!.length / 4);
    stack.length = depth;
    stack[depth] = match[2]!;
    const url = stack.join("");
    for (const method of match[3]?.split(", ") ?? []) if (method !== "HEAD") routes.push(`${method} ${url}`);
  }
  return routes;
}
