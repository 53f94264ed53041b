import { describe, expect, it } from "vitest";
import { deriveAuthKeys } from "../../keys";
import { renderAuthMail } from "./auth-mail";
import { decryptSecret, encryptSecret, generateBackupCodes, hashPassword, verifyPassword } from "./crypto";

describe("auth crypto", () => {
  const keys = deriveAuthKeys("unit-test-secret");

  it("encrypts TOTP secrets with AES-256-GCM: fresh IV each time, tampering detected", () => {
    const secret = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const a = encryptSecret(keys.totp, secret);
    const b = encryptSecret(keys.totp, secret);
    expect(a).not.toBe(b);
    expect(decryptSecret(keys.totp, a)).toEqual(secret);
    const [v, iv, tag, body] = a.split(".");
    // Flip one bit of a ciphertext byte (editing a base64 character can leave the bytes unchanged).
    const bytes = Buffer.from(body!, "base64url");
    bytes[0] = bytes[0]! ^ 0x01;
    const flipped = `${v}.${iv}.${tag}.${bytes.toString("base64url")}`;
    expect(flipped).not.toBe(a);
    expect(() => decryptSecret(keys.totp, flipped)).toThrow();
    expect(() => decryptSecret(deriveAuthKeys("another-secret").totp, a)).toThrow();
  });

  it("derives a different key per purpose", () => {
    expect(keys.totp.equals(keys.backupCodes)).toBe(false);
    expect(keys.backupCodes.equals(keys.images)).toBe(false);
  });

  it("generates 10 distinct backup codes of 10 lowercase letters or digits", () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{10}$/);
  });

  it("hashes passwords with argon2id and verifies them; a malformed hash never matches", async () => {
    const hash = await hashPassword("كلمة سر طويلة");
    expect(hash.startsWith("$argon2id$v=19$m=19456,t=2,p=1$")).toBe(true);
    expect(await verifyPassword(hash, "كلمة سر طويلة")).toBe(true);
    expect(await verifyPassword(hash, "كلمة سر")).toBe(false);
    expect(await verifyPassword("not-a-hash", "x")).toBe(false);
  });
});

describe("auth mail", () => {
  it("escapes the user's name in HTML and isolates the link as LTR inside Arabic", () => {
    const mail = renderAuthMail("verify_email", {
      to: "a@example.com",
      name: "<b>Ali</b>",
      link: "https://sira.example/auth/verify-email?token=abc&x=1",
      locale: "ar",
    });
    expect(mail.html).not.toContain("<b>Ali</b>");
    expect(mail.html).toContain("&lt;b&gt;Ali&lt;/b&gt;");
    expect(mail.html).toContain(
      '<bdi dir="ltr">https://sira.example/auth/verify-email?token=abc&amp;x=1</bdi>',
    );
    expect(mail.text).toContain("https://sira.example/auth/verify-email?token=abc&x=1");
    expect(mail.text).toContain("24 ساعة");
  });
});
