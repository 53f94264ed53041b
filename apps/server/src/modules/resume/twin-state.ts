import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { ResumeData, StoredTwinState } from "@sira/schema";

/**
 * A side's base (its twin's data when it last caught up) is stored deflated, base64, in the
 * row's `twin_state` (`baseZ`): the embedded database runs on the server's main thread, and
 * writing two plain copies of a long resume beside its twin held it for over 100 ms. The
 * worker's twin work (twin-work.ts) packs and unpacks bases; the main thread only moves the
 * packed text.
 */

/** A base as the main thread passes it: packed text, or data (a legacy row, or the twin itself). */
export type TwinBase = string | ResumeData;

/** The packed form of a base. */
export function packBase(data: ResumeData): string {
  return deflateRawSync(JSON.stringify(data)).toString("base64");
}

/** The data of a base, packed or not. */
export function unpackBase(base: TwinBase): ResumeData {
  return typeof base === "string" ? JSON.parse(inflateRawSync(Buffer.from(base, "base64")).toString()) : base;
}

/** The stored base of a side, as the main thread passes it. */
export function baseOf(state: StoredTwinState): TwinBase {
  return "baseZ" in state ? state.baseZ : state.base;
}
