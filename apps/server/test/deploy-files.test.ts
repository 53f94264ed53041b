import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseAllDocuments, parse as parseYaml } from "yaml";
import { envSchema } from "../src/config";
import { renderEnvExample } from "../src/env-example";

/**
 * The deployment files (.env.example, compose.yaml, deploy/kubernetes) agree with config.ts:
 * an operator who copies them sets only variables the server reads.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const known = new Set(Object.keys(envSchema.shape));
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

describe(".env.example", () => {
  it("is what npm run env:example writes from config.ts", () => {
    expect(read(".env.example")).toBe(renderEnvExample(read("apps/server/src/config.ts")));
  });

  it("lists every variable config.ts reads, each once, and its defaults load", () => {
    const names = [...read(".env.example").matchAll(/^# ([A-Z][A-Z0-9_]*)=(.*)$/gm)];
    expect(names.map((m) => m[1])).toEqual([...known]);
    const env = Object.fromEntries(names.filter((m) => m[2] !== "").map((m) => [m[1], m[2]]));
    expect(envSchema.safeParse(env).success).toBe(true);
  });
});

/** Names a Kubernetes document gives the container environment. */
function kubernetesEnvNames(doc: Record<string, unknown>): string[] {
  const kind = doc.kind as string;
  if (kind === "ConfigMap") return Object.keys((doc.data as object) ?? {});
  if (kind === "Secret") return Object.keys({ ...(doc.stringData as object), ...(doc.data as object) });
  const spec = doc.spec as { template?: { spec?: { containers?: { env?: { name: string }[] }[] } } };
  return (spec?.template?.spec?.containers ?? []).flatMap((c) => (c.env ?? []).map((e) => e.name));
}

describe("deploy/kubernetes", () => {
  const folder = path.join(root, "deploy/kubernetes");
  const files = fs.readdirSync(folder).filter((f) => f.endsWith(".yaml") && f !== "kustomization.yaml");

  it("parses, every document a Kubernetes object, and names only variables config.ts knows", () => {
    const kinds: string[] = [];
    for (const file of files) {
      for (const document of parseAllDocuments(fs.readFileSync(path.join(folder, file), "utf8"))) {
        expect(document.errors, file).toEqual([]);
        const doc = document.toJS() as Record<string, unknown>;
        expect(doc.apiVersion, file).toBeTypeOf("string");
        kinds.push(doc.kind as string);
        for (const name of kubernetesEnvNames(doc)) expect(known, `${file}: ${name}`).toContain(name);
      }
    }
    expect(kinds.sort()).toEqual(
      [
        "ConfigMap",
        "Deployment",
        "Deployment",
        "Ingress",
        "Job",
        "PersistentVolumeClaim",
        "Secret",
        "Service",
      ].sort(),
    );
  });

  it("the kustomization lists every manifest", () => {
    const kustomization = parseYaml(read("deploy/kubernetes/kustomization.yaml")) as { resources: string[] };
    expect([...kustomization.resources].sort()).toEqual([...files].sort());
  });
});

describe("compose.yaml", () => {
  it("parses and gives Sira's containers only variables config.ts knows", () => {
    const compose = parseYaml(read("compose.yaml"), { merge: true }) as {
      services: Record<string, { image?: string; environment?: Record<string, string> }>;
    };
    const sira = Object.entries(compose.services).filter(([, s]) => s.image?.includes("SIRA_IMAGE"));
    expect(sira.map(([name]) => name).sort()).toEqual(["app", "migrate", "web", "worker"]);
    for (const [name, service] of sira) {
      for (const variable of Object.keys(service.environment ?? {})) {
        expect(known, `${name}: ${variable}`).toContain(variable);
      }
    }
  });
});

describe("compose.yaml's images and deploy/compose-local.sh", () => {
  const compose = parseYaml(read("compose.yaml"), { merge: true }) as {
    services: Record<string, { image?: string; env_file?: unknown; ports?: string[] }>;
  };

  it("names the official images as defaults of *_IMAGE variables, each with a local stand-in", () => {
    const images = Object.entries(compose.services)
      .map(([name, service]) => [name, /^\$\{([A-Z_]+_IMAGE):-([^}]+)\}$/.exec(service.image ?? "")] as const)
      .filter(([, match]) => match?.[1] !== "SIRA_IMAGE");
    for (const [name, match] of images) expect(match, `${name}: image through a variable`).not.toBeNull();
    const defaults = Object.fromEntries(images.map(([, match]) => [match![1], match![2]]));
    expect(defaults).toEqual({
      POSTGRES_IMAGE: "postgres:16-bookworm",
      MINIO_IMAGE: "minio/minio:latest",
      MC_IMAGE: "minio/mc:latest",
      NGINX_IMAGE: "nginx:1.27-bookworm",
      REDIS_IMAGE: "redis:7-bookworm",
    });
    // The local run sets every one of them, and the stand-ins' Containerfile builds each target.
    const script = read("deploy/compose-local.sh");
    for (const variable of Object.keys(defaults)) expect(script).toMatch(new RegExp(`export ${variable}=`));
    const targets = [...read("deploy/standins/Containerfile").matchAll(/^FROM \S+ AS (\S+)$/gm)].map(
      (m) => m[1],
    );
    expect(targets.sort()).toEqual(["nginx", "postgres", "redis", "s3"]);
    for (const target of targets) expect(script).toContain(`build ${target} `);
  });

  it("is expressible in podman-compose 1.0.3: env_file a plain path, published ports from variables", () => {
    for (const [name, service] of Object.entries(compose.services)) {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own variable, not JavaScript's
      if (service.env_file !== undefined) expect(service.env_file, name).toBe("${SIRA_ENV_FILE:-.env}");
      for (const port of service.ports ?? []) expect(port, name).toMatch(/^\$\{[A-Z_]+_PORT:-\d+\}:\d+$/);
    }
  });
});
