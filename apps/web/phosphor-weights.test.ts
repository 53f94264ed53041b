// @vitest-environment node
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { iconWeights, keepWeights } from "./phosphor-weights";

const require = createRequire(import.meta.url);

describe("keeping only the icon weights the app draws", () => {
  it("reads regular for plain elements, and each weight written, literal or in an expression", () => {
    const plan = iconWeights([
      `import { Coins, Crown as CrownIcon, Star } from "@phosphor-icons/react";
       export const A = () => <><Coins aria-hidden className="x" /><CrownIcon weight="fill" />
         <Star weight={on ? "fill" : "regular"} onClick={() => set(a > b)} /></>;`,
      `import { Coins } from "@phosphor-icons/react";
       export const B = () => <Coins weight="bold" />;`,
    ]);
    expect(plan.get("Coins")).toEqual(new Set(["regular", "bold"]));
    expect(plan.get("Crown")).toEqual(new Set(["regular", "fill"]));
    expect(plan.get("Star")).toEqual(new Set(["regular", "fill"]));
  });

  it("keeps every weight of an icon used otherwise than as an element, or weighed by a variable", () => {
    const plan = iconWeights([
      `import { Briefcase, Gear, HouseIcon } from "@phosphor-icons/react";
       const items = [{ icon: Briefcase }];
       export const C = ({ w }) => <><Gear weight={w} /><HouseIcon /></>;`,
      `import { Star } from "@phosphor-icons/react";
       export const D = (props) => <Star {...props} />;`,
    ]);
    expect(plan.get("Star")).toBe("all");
    expect(plan.get("Briefcase")).toBe("all");
    expect(plan.get("Gear")).toBe("all");
    expect(plan.get("House")).toEqual(new Set(["regular"]));
    expect(iconWeights([`import * as Icons from "@phosphor-icons/react";`]).get("*")).toBe("all");
  });

  it("cuts an icon's drawings module to the kept weights, still a working module", () => {
    // The package's main file is in dist/, beside defs/ (the drawings modules are not exported).
    const file = path.join(path.dirname(require.resolve("@phosphor-icons/react")), "defs/Coins.es.js");
    const code = fs.readFileSync(file, "utf8");
    const trimmed = keepWeights(code, new Set(["regular", "fill"]));
    expect(trimmed).not.toBeNull();
    expect((trimmed ?? "").length).toBeLessThan(code.length / 2);
    // Evaluated with a stand-in React: a Map of exactly the kept weights.
    const body = (trimmed ?? "")
      .replace(/^import \* as (\w+) from "react";/m, "const $1 = react;")
      .replace(/export \{\s*(\w+) as default\s*\};?/, "result = $1;");
    const context = { react: { createElement: () => ({}), Fragment: "f" }, result: null as unknown };
    vm.runInNewContext(body, context);
    expect([...(context.result as Map<string, unknown>).keys()].sort()).toEqual(["fill", "regular"]);
    expect(keepWeights("export default 1;", new Set(["regular"]))).toBeNull();
  });
});
