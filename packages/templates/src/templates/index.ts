import { resolveTemplate, type TemplateId } from "@sira/schema/constants";
import { bronzor } from "./bronzor";
import { chikorita } from "./chikorita";
import { ditto } from "./ditto";
import { gengar } from "./gengar";
import { glalie } from "./glalie";
import { kakuna } from "./kakuna";
import { leafish } from "./leafish";
import { nosepass } from "./nosepass";
import { onyx } from "./onyx";
import { pikachu } from "./pikachu";
import { professional } from "./professional";
import { rhyhorn } from "./rhyhorn";
import type { TemplateSpec } from "./spec";

export type { TemplateSpec } from "./spec";

/** Every template by id. */
export const templates: Record<TemplateId, TemplateSpec> = {
  professional,
  bronzor,
  chikorita,
  ditto,
  gengar,
  glalie,
  kakuna,
  leafish,
  nosepass,
  onyx,
  pikachu,
  rhyhorn,
};

/** The template for a stored name; unknown names get professional (spec §3). */
export function templateSpec(name: string | undefined | null): TemplateSpec {
  return templates[resolveTemplate(name)];
}
