import type { Basics } from "@sira/schema";
import { pictureSource } from "../lib/url";

/**
 * The profile picture: size in px, aspect ratio (width / height), border radius, and the
 * effects hidden, border (in the primary colour) and grayscale.
 */
export function Picture({ picture, assetBase }: { picture: Basics["picture"]; assetBase?: string }) {
  const src = pictureSource(picture.url, assetBase);
  if (!src || picture.effects.hidden) return null;
  const width = Math.min(512, Math.max(32, picture.size));
  const height = Math.round(width / Math.min(2, Math.max(0.1, picture.aspectRatio || 1)));
  const classes = ["sira-picture"];
  if (picture.effects.border) classes.push("sira-picture-border");
  if (picture.effects.grayscale) classes.push("sira-picture-grayscale");
  return (
    <img
      className={classes.join(" ")}
      src={src}
      alt=""
      width={width}
      height={height}
      style={{ borderRadius: `${Math.max(0, picture.borderRadius)}px` }}
    />
  );
}
