// npm run admin -- <command>: operator commands. They call the running server's /api/admin/*
// with ADMIN_TOKEN (or the token the server generated into DATA_DIR/admin-token), because the
// embedded database can be opened by one process only.
import fs from "node:fs";
import path from "node:path";

const baseUrl =
  process.env.ADMIN_URL ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
const tokenFile = path.join(dataDir, "admin-token");
const token =
  process.env.ADMIN_TOKEN ?? (fs.existsSync(tokenFile) ? fs.readFileSync(tokenFile, "utf8").trim() : "");

/** Each command: usage text and a function from its arguments to a request. */
const commands = {
  health: { usage: "health", request: () => ({ method: "GET", url: "/api/health" }) },
  outbox: {
    usage: "outbox [e-mail]",
    request: ([to]) => ({
      method: "GET",
      url: `/api/admin/outbox${to ? `?to=${encodeURIComponent(to)}` : ""}`,
    }),
  },
  "jobs import": {
    usage: "jobs import <file.json|file.csv|page.html|http(s) URL> [--source <platform>]",
    request: ([target, ...rest]) => {
      if (!target) throw new Error("jobs import needs a file or a URL");
      const at = rest.indexOf("--source");
      const source = at === -1 ? "" : `?source=${encodeURIComponent(rest[at + 1] ?? "")}`;
      const url = `/api/admin/jobs/import${source}`;
      if (/^https?:\/\//i.test(target)) return { method: "POST", url, body: { url: target } };
      const form = new FormData();
      const type = /\.json$/i.test(target)
        ? "application/json"
        : /\.html?$/i.test(target)
          ? "text/html"
          : "text/csv";
      form.append("file", new Blob([fs.readFileSync(target)], { type }), path.basename(target));
      return { method: "POST", url, body: form };
    },
  },
  queue: {
    usage: "queue                      (pending work, failures with their reason, last runs, schedules)",
    request: () => ({ method: "GET", url: "/api/admin/queue" }),
  },
  "feeds list": {
    usage: "feeds list                 (each source with its health: last success, counts, last error)",
    request: () => ({ method: "GET", url: "/api/admin/feeds" }),
  },
  "feeds add": {
    usage:
      "feeds add <kind> <board or URL> [--name <text>] [--every <minutes>] [--source <platform>]\n" +
      "      kinds: greenhouse, lever, workable, smartrecruiters, ashby (board name or URL), rss, sitemap, url (JSON, CSV or JSON-LD page)",
    request: ([kind, target, ...rest]) => {
      if (!kind || !target) throw new Error("feeds add needs a kind and a board name or URL");
      const option = (name) => {
        const at = rest.indexOf(`--${name}`);
        return at === -1 ? undefined : rest[at + 1];
      };
      const every = option("every");
      return {
        method: "POST",
        url: "/api/admin/feeds",
        body: {
          kind,
          target,
          ...(option("name") ? { name: option("name") } : {}),
          ...(every ? { intervalMinutes: Number(every) } : {}),
          ...(option("source") ? { source: option("source") } : {}),
        },
      };
    },
  },
  "feeds remove": {
    usage: "feeds remove <feed id>      (its jobs stay for users who saved them, marked closed)",
    request: ([id]) => {
      if (!id) throw new Error("feeds remove needs a feed id (see feeds list)");
      return { method: "DELETE", url: `/api/admin/feeds/${encodeURIComponent(id)}` };
    },
  },
  "feeds refresh": {
    usage: "feeds refresh <feed id>     (queue a refresh now)",
    request: ([id]) => {
      if (!id) throw new Error("feeds refresh needs a feed id (see feeds list)");
      return { method: "POST", url: `/api/admin/feeds/${encodeURIComponent(id)}/refresh` };
    },
  },
  "alerts send": {
    usage: "alerts send [daily|weekly]",
    request: ([frequency = "daily"]) => {
      if (frequency !== "daily" && frequency !== "weekly") {
        console.error("Usage: npm run admin -- alerts send [daily|weekly]");
        process.exit(2);
      }
      return { method: "POST", url: "/api/admin/alerts/send", body: { frequency } };
    },
  },
  "points grant": {
    usage: "points grant <user e-mail or username> <points> --reason <text>",
    request: ([user, points, ...rest]) => {
      const at = rest.indexOf("--reason");
      const reason =
        at === -1
          ? ""
          : rest
              .slice(at + 1)
              .join(" ")
              .trim();
      if (!user || !/^[1-9]\d*$/.test(points ?? "") || !reason) {
        console.error(
          "Usage: npm run admin -- points grant <user e-mail or username> <points> --reason <text>",
        );
        process.exit(2);
      }
      return { method: "POST", url: "/api/admin/points", body: { user, points: Number(points), reason } };
    },
  },
};

const [name, ...args] = process.argv.slice(2);
const key = [name, args[0]].filter(Boolean).join(" ");
const command = commands[key]
  ? { ...commands[key], rest: args.slice(1) }
  : commands[name]
    ? { ...commands[name], rest: args }
    : null;
if (!command) {
  console.error(
    `Usage: npm run admin -- <command>\nCommands:\n${Object.values(commands)
      .map((c) => `  ${c.usage}`)
      .join("\n")}`,
  );
  process.exit(2);
}
if (!token) {
  console.error(`No admin token: set ADMIN_TOKEN or start the server once so it writes ${tokenFile}.`);
  process.exit(2);
}
const { method, url, body, headers = {} } = await command.request(command.rest);
const res = await fetch(new URL(url, baseUrl), {
  method,
  headers: {
    authorization: `Bearer ${token}`,
    ...(body && !(body instanceof FormData) ? { "content-type": "application/json" } : {}),
    ...headers,
  },
  body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
});
const text = await res.text();
try {
  console.log(JSON.stringify(JSON.parse(text), null, 2));
} catch {
  console.log(text);
}
process.exit(res.ok ? 0 : 1);
