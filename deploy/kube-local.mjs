#!/usr/bin/env node
// Turns deploy/kubernetes/ into what `podman kube play` (Podman 4.3+) can start on one machine
// with host networking, for deploy/kube-play.sh. Writes into <out>:
//   secret.json     the Secret's values as `podman secret create` takes them for envFrom.secretRef
//                   (a JSON map of base64 values)
//   configmap.yaml  the ConfigMap (for --configmap), with REDIS_URL/PUBLIC_URL local and the
//                   sign-up limits raised (secret.json has the local DATABASE_URL)
//   migrate.yaml    the migration Job's pod template as a Pod (kube play starts no Jobs)
//   app.yaml        the PersistentVolumeClaim and the web and worker Deployments
// Changes for one host: the image, one web replica (replicas share the host's network, so a
// second one could not bind the same port; Podman starts `replicas` pods otherwise) and the web
// port (PORT and the probes; no container port, which host networking does not take). Services and the Ingress have no local
// equivalent and are left out.
// Usage: node deploy/kube-local.mjs <out> <image> <port> <database url> <redis url>
import fs from "node:fs";
import path from "node:path";
import { parseAllDocuments, stringify } from "yaml";

const [out, image, port, databaseUrl, redisUrl] = process.argv.slice(2);
if (!redisUrl) throw new Error("usage: kube-local.mjs <out> <image> <port> <database url> <redis url>");
const folder = path.join(path.dirname(new URL(import.meta.url).pathname), "kubernetes");
const docs = fs
  .readdirSync(folder)
  .filter((file) => file.endsWith(".yaml") && file !== "kustomization.yaml")
  .flatMap((file) =>
    parseAllDocuments(fs.readFileSync(path.join(folder, file), "utf8")).map((d) => d.toJS()),
  );
const byKind = (kind) => docs.filter((d) => d?.kind === kind);
const one = (kind, name) => {
  const doc = byKind(kind).find((d) => !name || d.metadata.name === name);
  if (!doc) throw new Error(`no ${kind} ${name ?? ""} in deploy/kubernetes`);
  return doc;
};

const secret = one("Secret");
const values = { ...secret.stringData, DATABASE_URL: databaseUrl };
for (const [key, value] of Object.entries(secret.data ?? {}))
  values[key] = Buffer.from(value, "base64").toString();
fs.writeFileSync(
  path.join(out, "secret.json"),
  JSON.stringify(
    Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, Buffer.from(String(v)).toString("base64")]),
    ),
  ),
);

const configMap = one("ConfigMap");
// The sign-up limits live in the machine's Redis, which outlives a run: repeated runs sign up
// from one address.
configMap.data = {
  ...configMap.data,
  REDIS_URL: redisUrl,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  AUTH_RATE_LIMIT_SCALE: "20",
};
fs.writeFileSync(path.join(out, "configmap.yaml"), stringify(configMap));

const localContainer = (container) => ({ ...container, image, imagePullPolicy: "Never" });

const job = one("Job");
const migrate = {
  apiVersion: "v1",
  kind: "Pod",
  metadata: { name: job.metadata.name, labels: job.spec.template.metadata.labels },
  spec: {
    ...job.spec.template.spec,
    restartPolicy: "Never",
    containers: job.spec.template.spec.containers.map(localContainer),
  },
};
fs.writeFileSync(path.join(out, "migrate.yaml"), stringify(migrate));

const probe = (p) => (p?.httpGet ? { ...p, httpGet: { ...p.httpGet, port: Number(port) } } : p);
const app = [];
for (const claim of byKind("PersistentVolumeClaim")) app.push(claim);
for (const deployment of byKind("Deployment")) {
  const web = deployment.metadata.name === "sira-web";
  const spec = deployment.spec.template.spec;
  spec.containers = spec.containers.map((c) => {
    const local = localContainer(c);
    if (!web) return local;
    return {
      ...local,
      env: [...(c.env ?? []), { name: "PORT", value: String(port) }],
      // Host networking takes no port mappings: the process listens on PORT on the host.
      ports: undefined,
      readinessProbe: probe(c.readinessProbe),
      livenessProbe: probe(c.livenessProbe),
    };
  });
  if (web) deployment.spec.replicas = 1;
  app.push(deployment);
}
fs.writeFileSync(path.join(out, "app.yaml"), app.map((doc) => stringify(doc)).join("---\n"));
console.log(
  `wrote ${out}: secret (${Object.keys(values).length} values), configmap, migrate Pod, ` +
    `${app.map((d) => `${d.kind} ${d.metadata.name}`).join(", ")}`,
);
