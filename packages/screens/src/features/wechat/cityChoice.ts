/**
 * The city chosen on 选择城市, handed back to the 添加微信 under it (the pages share memory, not a link: 添加微信 stays
 * the page it was, and shows the chosen city when it is shown again).
 */
let chosen: number | null = null;

export const cityChoice = {
  choose(cityId: number): void {
    chosen = cityId;
  },
  /** The city chosen since the last call, once. */
  take(): number | null {
    const cityId = chosen;
    chosen = null;
    return cityId;
  },
};
