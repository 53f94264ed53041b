/** Private file storage: the local folder by default, an S3-compatible store when configured. */
export interface FileStore {
  readonly driver: "local" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /** Delete every file under a folder key (`user/{id}`): an account's files when it is deleted. */
  deleteFolder(prefix: string): Promise<void>;
  /** Throws when the store cannot be written. */
  check(): Promise<void>;
}

/** Keys are app-made paths like `user/{id}/pictures/{uuid}.webp`; anything else is refused. */
export function assertSafeKey(key: string): void {
  if (
    !/^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/.test(key) ||
    key.split("/").some((part) => part === ".." || part === ".")
  ) {
    throw new Error(`unsafe file key: ${key}`);
  }
}
