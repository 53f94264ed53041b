import { escapeHtml } from "@sira/html";
import { directionOf, type Language, type Plan } from "@sira/schema";
import { type CurrencyCode, majorAmount } from "@sira/schema/currencies";

const text = {
  en: {
    title: "Sira test checkout",
    badge: "Test mode",
    notice: "This is the built-in sandbox checkout. No card is charged and no real money moves.",
    plan: "Plan",
    points: "Points",
    total: "Total",
    account: "Account",
    pay: "Pay",
    decline: "Decline",
  },
  ar: {
    title: "صفحة الدفع التجريبية لسيرة",
    badge: "وضع تجريبي",
    notice: "هذه صفحة الدفع التجريبية المدمجة. لن تُخصم أي مبالغ من بطاقتك ولا تنتقل أموال حقيقية.",
    plan: "الباقة",
    points: "النقاط",
    total: "الإجمالي",
    account: "الحساب",
    pay: "ادفع",
    decline: "رفض",
  },
} as const;

/** Western digits in both languages (docs/design.md: Eastern Arabic digits only by choice). */
const localeOf = (language: Language) => (language === "ar" ? "ar-u-nu-latn" : "en-US");

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f1f5f9;color:#0f172a;
font-family:system-ui,"Segoe UI",Tahoma,sans-serif;line-height:1.5}
main{width:min(28rem,calc(100vw - 2rem));background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:2rem}
h1{font-size:1.25rem;margin:0 0 .5rem}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:.125rem .75rem;font-size:.8rem;font-weight:600}
p{color:#475569;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1.5rem 0}
dt{color:#64748b}dd{margin:0;text-align:end;font-weight:600}
.total{font-size:1.25rem;color:#0f766e}
form{display:flex;gap:.75rem}
button{flex:1;font:inherit;font-weight:600;border-radius:.5rem;padding:.75rem 1rem;cursor:pointer;border:1px solid transparent}
.pay{background:#0f766e;color:#fff}.pay:hover{background:#115e59}
.decline{background:#fff;color:#b91c1c;border-color:#fecaca}.decline:hover{background:#fef2f2}
button:focus-visible{outline:3px solid #5eead4;outline-offset:2px}
`;

/**
 * The sandbox's hosted checkout: a plain HTML form (the CSP forbids inline scripts) in the
 * visitor's language and direction, posting `decision=pay|decline` back to the same path.
 */
export function renderSandboxCheckout(input: {
  language: Language;
  plan: Plan;
  amountCents: number;
  /** The payment's currency, lower case ("usd", "sar"). */
  currency: string;
  email: string;
  action: string;
}): string {
  const t = text[input.language];
  const currency = input.currency.toUpperCase() as CurrencyCode;
  const price = new Intl.NumberFormat(localeOf(input.language), {
    style: "currency",
    currency,
    // The Arabic symbol form "US$" splits into mirrored runs in right-to-left text.
    currencyDisplay: input.language === "ar" ? "name" : "symbol",
  }).format(majorAmount(input.amountCents, currency));
  const points = new Intl.NumberFormat(localeOf(input.language)).format(input.plan.points);
  return `<!doctype html>
<html lang="${input.language}" dir="${directionOf(input.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<span class="badge">${escapeHtml(t.badge)}</span>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.notice)}</p>
<dl>
<dt>${escapeHtml(t.plan)}</dt><dd>${escapeHtml(input.plan.name[input.language])}</dd>
<dt>${escapeHtml(t.points)}</dt><dd><bdi>${points}</bdi></dd>
<dt>${escapeHtml(t.account)}</dt><dd><bdi dir="ltr">${escapeHtml(input.email)}</bdi></dd>
<dt>${escapeHtml(t.total)}</dt><dd class="total"><bdi>${escapeHtml(price)}</bdi></dd>
</dl>
<form method="post" action="${escapeHtml(input.action)}">
<button class="pay" type="submit" name="decision" value="pay">${escapeHtml(t.pay)}</button>
<button class="decline" type="submit" name="decision" value="decline">${escapeHtml(t.decline)}</button>
</form>
</main>
</body>
</html>`;
}
