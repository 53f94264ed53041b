// A stand-in for the minio/minio and minio/mc images where no registry is reachable (see
// Containerfile, target s3). Two commands, as compose.yaml calls them:
//   minio server <dir> [--address [host]:port]   s3rver (the test suite's S3 server) on <dir>, port
//       9000 unless --address says; the access key MINIO_ROOT_USER is accepted (s3rver checks
//       the key, and signature version 2 only: version 4 signatures, which SDKs send, are not
//       verified, so MINIO_ROOT_PASSWORD is not checked: a test stand-in, not a store).
//   mc alias set <name> <url> <access key> <secret key>   remember an endpoint once it answers
//   mc mb [--ignore-existing|-p] <name>/<bucket>           make a bucket (a signed PUT)
//   mc ls <name>/<bucket>                                  list its keys
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

const require = createRequire(import.meta.url);
const [tool, ...args] = process.argv.slice(2);
const die = (message) => {
  console.error(`${tool}: ${message}`);
  process.exit(1);
};

async function minio() {
  const [command, ...rest] = args;
  if (command !== "server") die(`only "minio server <dir>" is supported, not ${command}`);
  let directory = "/data";
  let address = ":9000";
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === "--address") address = rest[++i];
    else if (rest[i] === "--console-address") i++;
    else if (!rest[i].startsWith("-")) directory = rest[i];
  }
  const [, host = "", port = "9000"] = /^(.*):(\d+)$/.exec(address) ?? [];
  const S3rver = require("s3rver");
  const { DUMMY_ACCOUNT } = require("s3rver/lib/models/account");
  const user = process.env.MINIO_ROOT_USER ?? process.env.MINIO_ACCESS_KEY ?? "minioadmin";
  const password = process.env.MINIO_ROOT_PASSWORD ?? process.env.MINIO_SECRET_KEY ?? "minioadmin";
  DUMMY_ACCOUNT.createKeyPair(user, password);
  fs.mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: host || "0.0.0.0",
    port: Number(port),
    directory,
    silent: process.env.S3_STANDIN_LOG !== "1",
    // Path-style requests name hosts such as "minio": they are not virtual-host buckets.
    vhostBuckets: false,
  });
  await server.run();
  console.log(
    `S3 stand-in (s3rver) on ${host || "0.0.0.0"}:${port}, files in ${directory}, access key ${user}`,
  );
  for (const signal of ["SIGTERM", "SIGINT"])
    process.on(signal, () => server.close().finally(() => process.exit(0)));
}

const aliasFile = path.join(os.homedir(), ".mc-standin.json");
const aliases = () => (fs.existsSync(aliasFile) ? JSON.parse(fs.readFileSync(aliasFile, "utf8")) : {});

const sha256 = (data) => crypto.createHash("sha256").update(data).digest("hex");
const hmac = (key, data) => crypto.createHmac("sha256", key).update(data).digest();

/** A request signed with AWS signature version 4 (path style, empty body). */
export function signedRequest(method, url, accessKey, secretKey, now = new Date(), region = "us-east-1") {
  const target = new URL(url);
  const amzDate = now.toISOString().replace(/[-:]|\.\d{3}/g, "");
  const day = amzDate.slice(0, 8);
  const payload = sha256("");
  const signedHeaders = "host;x-amz-content-sha256;x-amz-date";
  const canonical = [
    method,
    target.pathname.split("/").map(encodeURIComponent).join("/"),
    [...target.searchParams]
      .sort()
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join("&"),
    `host:${target.host}\nx-amz-content-sha256:${payload}\nx-amz-date:${amzDate}\n`,
    signedHeaders,
    payload,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  const key = ["aws4_request"].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(hmac(`AWS4${secretKey}`, day), region), "s3"),
  );
  const signature = crypto.createHmac("sha256", key).update(toSign).digest("hex");
  return {
    method,
    headers: {
      "x-amz-date": amzDate,
      "x-amz-content-sha256": payload,
      authorization: `AWS4-HMAC-SHA256 Credential=${accessKey}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    },
  };
}

async function mc() {
  const [command, ...rest] = args;
  if (command === "alias" && rest[0] === "set") {
    const [, name, url, accessKey, secretKey] = rest;
    if (!name || !url || !accessKey || !secretKey)
      die("usage: mc alias set <name> <url> <access key> <secret key>");
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch (error) {
      die(`${url} does not answer (${error.cause?.code ?? error.message})`);
    }
    fs.writeFileSync(aliasFile, JSON.stringify({ ...aliases(), [name]: { url, accessKey, secretKey } }));
    console.log(`Added \`${name}\` successfully.`);
    return;
  }
  const target = rest.find((a) => !a.startsWith("-"));
  const [name, bucket] = (target ?? "").split("/");
  const alias = aliases()[name];
  if (!alias || !bucket) die(`usage: mc ${command} <alias>/<bucket> (alias ${name} set?)`);
  const url = `${alias.url.replace(/\/$/, "")}/${bucket}`;
  if (command === "mb") {
    const response = await fetch(url, signedRequest("PUT", url, alias.accessKey, alias.secretKey));
    const body = await response.text();
    if (response.ok) console.log(`Bucket created successfully \`${name}/${bucket}\`.`);
    else if (
      /BucketAlready(OwnedByYou|Exists)/.test(body) &&
      rest.some((a) => a === "--ignore-existing" || a === "-p")
    )
      console.log(`Bucket \`${name}/${bucket}\` already exists.`);
    else die(`making ${bucket}: HTTP ${response.status} ${body}`);
  } else if (command === "ls") {
    const response = await fetch(url, signedRequest("GET", url, alias.accessKey, alias.secretKey));
    const body = await response.text();
    if (!response.ok) die(`listing ${bucket}: HTTP ${response.status} ${body}`);
    for (const [, key, size] of body.matchAll(/<Key>([^<]*)<\/Key>.*?<Size>(\d+)<\/Size>/gs))
      console.log(`${size}\t${key}`);
  } else die(`unsupported: mc ${command}`);
}

if (tool === "minio") await minio();
else if (tool === "mc") await mc();
else if (tool !== undefined) die("first argument: minio or mc");
