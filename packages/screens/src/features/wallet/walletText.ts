import { chinaIso, fenToYuanString, formatAmount } from '@aster/core-domain';

/** ¥1,234.56 of whole fen. */
export const fenText = (fen: number): string => `¥${formatAmount(fenToYuanString(fen))}`;
/** +¥100.00 / -¥58.20: money in and out on the movement lists. */
export const signedFenText = (fen: number): string => `${fen > 0 ? '+' : '-'}${fenText(Math.abs(fen))}`;
/** 11-28 14:05, China time. */
export const walletTimeText = (epochMs: number): string => chinaIso(epochMs).slice(5, 16).replace('T', ' ');
/** 2026-11-30 (China day) of an epoch time. */
export const dayText = (epochMs: number): string => new Date(epochMs + 8 * 3600_000).toISOString().slice(0, 10);
