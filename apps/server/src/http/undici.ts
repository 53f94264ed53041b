import { createRequire } from "node:module";
import type * as Undici from "undici";

/**
 * The server's one way in to the npm `undici` package (the guarded outbound client's Agent and
 * fetch); dependency-cruiser refuses an import of it anywhere else.
 *
 * Why: npm undici, when evaluated, installs its Agent as the process-wide dispatcher of the
 * global `fetch` if none is set yet, and Node 20's fetch then fails through undici 7's Agent on
 * every request that sets its own Content-Length (arctic's token request: Google sign-in
 * answered SomethingWentWrong, depending on which ran first). So Node's own fetch machinery is
 * loaded first (touching a lazy fetch global makes Node set its dispatcher), and undici is
 * required after it, at this point of the module's body: a static import would be hoisted above
 * it, and the server's bundle hoists external imports above all bundled code.
 */
void globalThis.Response;
const undici = createRequire(import.meta.url)("undici") as typeof Undici;

export const { Agent, fetch, Response } = undici;
export type AgentOptions = Undici.Agent.Options;
