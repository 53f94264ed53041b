// npm run dev: the API server (tsx watch, port 3000) and the Vite dev server (port 5173, proxying
// /api and the public resume pages /{username}/{slug}).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The server runs in apps/server: its data goes where `npm start` and `npm run admin` keep theirs.
const dataDir = path.resolve(process.env.DATA_DIR ?? fileURLToPath(new URL("../data", import.meta.url)));

// Each child leads its own process group, so stopping takes down what npm started under it (tsx
// watch and the server, Vite) and not only npm. Out of the terminal's foreground group they do not
// read it (a read would stop them): Ctrl+C reaches this script, which stops both groups.
const children = [
  spawn("npm", ["run", "dev", "-w", "@sira/server"], {
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173",
    },
  }),
  spawn("npm", ["run", "dev", "-w", "@sira/web"], {
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  }),
];
const stop = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // That group has already exited.
    }
  }
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
