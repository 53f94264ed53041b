import path from "node:path";
import type { Config } from "../../config";
import type { FileStore } from "./files";
import { createLocalFileStore } from "./local-file-store";
import { createS3FileStore } from "./s3-file-store";

/** The file store a configuration names: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function selectFileStore(config: Config): FileStore {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY && config.S3_SECRET_KEY)
    return createS3FileStore({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY,
      secretAccessKey: config.S3_SECRET_KEY,
    });
  return createLocalFileStore(path.join(config.dataDir, "files"));
}
