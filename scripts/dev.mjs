// npm run dev: the API server (tsx watch, port 3000) and the Vite dev server (port 5173, proxying /api).
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@sira/server"], {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "development",
      PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173",
    },
  }),
  spawn("npm", ["run", "dev", "-w", "@sira/web"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
