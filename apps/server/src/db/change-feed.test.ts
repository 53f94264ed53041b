import { describe, expect, it } from "vitest";
import { ChangeFeed, resumeTag, TaggedCache, userTag } from "./change-feed";

/** A feed that never connects, told of changes by hand (as its notifications would). */
function liveFeed(): ChangeFeed {
  const feed = new ChangeFeed("postgres://unused");
  feed.live = true;
  return feed;
}

describe("TaggedCache on a change feed", () => {
  it("serves nothing from memory while the feed does not listen", async () => {
    const feed = new ChangeFeed("postgres://unused");
    const cache = new TaggedCache<string>(feed, 10);
    let reads = 0;
    const load = async () => `row ${++reads}`;
    expect(await cache.through("k", load, () => [userTag("u1")])).toBe("row 1");
    expect(await cache.through("k", load, () => [userTag("u1")])).toBe("row 2");
  });

  it("keeps a row until a change of one of its tags, in whatever write it came", async () => {
    const feed = liveFeed();
    const cache = new TaggedCache<string>(feed, 10);
    let reads = 0;
    const load = async () => `row ${++reads}`;
    expect(await cache.through("session-a", load, () => [userTag("u1")])).toBe("row 1");
    expect(await cache.through("session-b", load, () => [userTag("u1")])).toBe("row 2");
    expect(await cache.through("head", load, () => [resumeTag("r1")])).toBe("row 3");
    expect(await cache.through("session-a", load, () => [userTag("u1")])).toBe("row 1");
    // Another user's change, then this user's: every kept session of theirs is dropped.
    feed.changed(userTag("u2"));
    expect(cache.get("session-a")).toBe("row 1");
    feed.changed(userTag("u1"));
    expect(cache.get("session-a")).toBeUndefined();
    expect(cache.get("session-b")).toBeUndefined();
    expect(cache.get("head")).toBe("row 3");
    feed.changed(resumeTag("r1"));
    expect(cache.get("head")).toBeUndefined();
  });

  it("does not keep a row read while a change of it was announced", async () => {
    const feed = liveFeed();
    const cache = new TaggedCache<string>(feed, 10);
    // The read started before the revocation's notification and returned after it.
    const stale = await cache.through(
      "session-a",
      async () => {
        feed.changed(userTag("u1"));
        return "revoked meanwhile";
      },
      () => [userTag("u1")],
    );
    expect(stale).toBe("revoked meanwhile");
    expect(cache.get("session-a")).toBeUndefined();
    // A change of someone else during the read does not stop it being kept.
    await cache.through(
      "session-b",
      async () => {
        feed.changed(userTag("u2"));
        return "live";
      },
      () => [userTag("u3")],
    );
    expect(cache.get("session-b")).toBe("live");
  });

  it("forgets everything when the feed's connection is lost, and keeps at most its size", async () => {
    const feed = liveFeed();
    const cache = new TaggedCache<string>(feed, 2);
    for (const key of ["a", "b", "c"])
      await cache.through(
        key,
        async () => key,
        () => [userTag(key)],
      );
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
    await feed.close();
    expect(feed.live).toBe(false);
    expect(cache.size).toBe(0);
  });
});
