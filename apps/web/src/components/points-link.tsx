import { Coins } from "@phosphor-icons/react";
import { Link } from "react-router";
import { useBalance } from "../lib/balance";

/**
 * The points balance as a link to the wallet (dashboard and builder headers): the count shown, and
 * its name in words (`label(count)`: "12 points available", "نقطتان متاحتان").
 */
export function PointsLink({ label }: { label: (count: number) => string }) {
  const available = useBalance().data?.available;
  if (available === undefined || available === null) return null;
  return (
    <Link
      to="/dashboard/wallet"
      aria-label={label(available)}
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-3 py-1 font-medium text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-100"
    >
      <Coins aria-hidden /> <bdi>{available}</bdi>
    </Link>
  );
}
