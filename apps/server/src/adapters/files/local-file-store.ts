import fs from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type FileStore } from "./files";

/** Files under a folder (DATA_DIR/files); the content type is kept in a sidecar file. */
export function createLocalFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    driver: "local",
    async put(key, body, contentType) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(`${file}.tmp`, body);
      await fs.rename(`${file}.tmp`, file);
      await fs.writeFile(`${file}.type`, contentType);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [body, contentType] = await Promise.all([
          fs.readFile(file),
          fs.readFile(`${file}.type`, "utf8"),
        ]);
        return { body: new Uint8Array(body), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(`${file}.type`, { force: true });
    },
    async deleteFolder(prefix) {
      await fs.rm(fileOf(prefix), { recursive: true, force: true });
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
  };
}
