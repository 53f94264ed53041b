import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";

const requests = new AsyncLocalStorage<FastifyRequest>();

/**
 * Handle every request inside a context that names it, so work it starts deep in a service (a
 * render in the worker pool for the share page, a print, an import) can be counted against
 * whoever asked (`currentRequester`) without each caller passing it along.
 */
export function registerRequesterContext(app: FastifyInstance) {
  app.addHook("onRequest", (request, _reply, done) => requests.run(request, done));
}

/**
 * Who the request being handled is: `user:<id>` when signed in, else `ip:<client address>`
 * (TRUST_PROXY decides which address that is); undefined outside a request (the task queue).
 * Read when asked, so the auth context has attached the user by then.
 */
export function currentRequester(): string | undefined {
  const request = requests.getStore();
  return request && requesterOf(request);
}

/** Who a request is: `user:<id>` when signed in, else `ip:<client address>` (print budgets, the pool's owners). */
export function requesterOf(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}
