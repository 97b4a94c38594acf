/** A card-payment limit as banks print it: "50000.00" -> "5万元", "8000.00" -> "8000元". */
export function limitText(yuan: string): string {
  const amount = Number(yuan);
  if (!Number.isFinite(amount)) return `${yuan}元`;
  return amount >= 10_000 && amount % 10_000 === 0 ? `${amount / 10_000}万元` : `${String(Math.round(amount))}元`;
}
