import fs from "node:fs";
import path from "node:path";
import { renderEnvExample } from "../env-example";
import { findPackageRoot } from "../paths";

/** npm run env:example: write the repository's .env.example from config.ts. */
const serverRoot = findPackageRoot(import.meta.url, "@sira/server");
const source = fs.readFileSync(path.join(serverRoot, "src/config.ts"), "utf8");
fs.writeFileSync(path.join(serverRoot, "../../.env.example"), renderEnvExample(source));
console.log("wrote .env.example");
