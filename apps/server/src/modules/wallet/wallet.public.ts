// What other modules may use of wallet (modules/README.md): charging, crediting and reading
// points, and premium membership.
export { creditPoints } from "./credit-points";
export { extendPremium, isPremium } from "./premium.service";
export { assertCanAfford, spendPoints } from "./spend-points";
export { hasLedgerEntry, pointBalance } from "./wallet.service";
