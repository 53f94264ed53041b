// The embedded database's thread: PGlite (Postgres compiled to WASM) runs here, so serializing
// parameters, the wire protocol, the WASM execution and parsing results never block the main
// thread's event loop. The main thread talks to it through pglite-proxy.ts (messages in
// pglite-protocol.ts). Built to dist/workers/pglite.js (build.mjs); from sources the proxy bundles it.

import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { errorToData, type PgliteWorkerData, type Ready, type Reply, type Request } from "./pglite-protocol";

if (!parentPort) throw new Error("pglite-worker.ts runs as a worker thread");
const port = parentPort;

const { dataDir, loadDataDir } = workerData as PgliteWorkerData;

/** Open transactions by id, and how to end each: commit or not, answering request `requestId`. */
const transactions = new Map<number, { tx: Transaction; end(requestId: number, commit: boolean): void }>();
let nextTransaction = 1;
/** Thrown inside PGlite's transaction callback to make it roll back. */
const rollback = Symbol("rollback");

const reply = (message: Reply) => {
  try {
    port.postMessage(message);
  } catch (error) {
    // A value that cannot be cloned (none of PostgreSQL's types, but a custom one could be).
    port.postMessage({ id: message.id, ok: false, error: errorToData(error) } satisfies Reply);
  }
};

function transactionOf(id: number | undefined): Transaction | undefined {
  if (id === undefined) return undefined;
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  return open.tx;
}

/** Identity parsers for the types the caller parses itself (their text crosses as it is). */
const rawParsers = (types: number[] | undefined) =>
  types && types.length > 0
    ? Object.fromEntries(types.map((oid) => [oid, (value: string) => value]))
    : undefined;

/**
 * Begin a transaction with PGlite's own `transaction`, which holds the database until it ends
 * (queries outside it wait, as in PGlite). Request `beginId` is answered with the transaction's id
 * once BEGIN ran; the callback then waits for the `end` request, which is answered when COMMIT or
 * ROLLBACK is over (or with the error, e.g. a deferred constraint failing at commit).
 */
function begin(db: PGlite, beginId: number) {
  const txId = nextTransaction++;
  let endId: number | undefined;
  db.transaction(async (tx) => {
    const commit = await new Promise<boolean>((resolve) => {
      transactions.set(txId, {
        tx,
        end: (requestId, value) => {
          endId = requestId;
          resolve(value);
        },
      });
      reply({ id: beginId, ok: true, value: txId });
    });
    if (!commit) throw rollback;
  }).then(
    () => reply({ id: endId ?? beginId, ok: true, value: undefined }),
    (error: unknown) => {
      transactions.delete(txId);
      // BEGIN itself failed: the begin request is still waiting for its answer.
      if (endId === undefined) return reply({ id: beginId, ok: false, error: errorToData(error) });
      if (error === rollback) return reply({ id: endId, ok: true, value: undefined });
      reply({ id: endId, ok: false, error: errorToData(error) });
    },
  );
}

/** A request answered later (a transaction's begin and end answer when PGlite gets there). */
const noReply = Symbol("noReply");

async function main() {
  let db: PGlite;
  try {
    db = await PGlite.create(
      dataDir,
      loadDataDir ? { loadDataDir: new Blob([loadDataDir as Uint8Array<ArrayBuffer>]) } : {},
    );
  } catch (error) {
    port.postMessage({ ready: false, error: errorToData(error) } satisfies Ready);
    return;
  }
  port.on("message", (request: Request) => {
    const run = async (): Promise<unknown> => {
      switch (request.op) {
        case "query": {
          const on = transactionOf(request.tx) ?? db;
          const parsers = rawParsers(request.rawTypes);
          return on.query(request.sql, request.params, {
            ...(request.rowMode ? { rowMode: request.rowMode } : {}),
            ...(parsers ? { parsers } : {}),
          });
        }
        case "exec":
          return (transactionOf(request.tx) ?? db).exec(request.sql);
        case "begin":
          begin(db, request.id);
          return noReply;
        case "end": {
          const open = transactions.get(request.tx);
          if (!open) throw new Error(`transaction ${request.tx} is not open`);
          // No statement of this transaction runs after its end.
          transactions.delete(request.tx);
          open.end(request.id, request.commit);
          return noReply;
        }
        case "dump":
          return new Uint8Array(await (await db.dumpDataDir("none")).arrayBuffer());
        case "close":
          await db.close();
          return undefined;
      }
    };
    run().then(
      (value) => {
        if (value !== noReply) reply({ id: request.id, ok: true, value });
      },
      (error: unknown) => reply({ id: request.id, ok: false, error: errorToData(error) }),
    );
  });
  port.postMessage({ ready: true } satisfies Ready);
}

await main();
