const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** The label of a viewing day tab: 今天 / 明天 / 周三, and the date as 11/22. `today` is yyyy-MM-dd. */
export function dayLabel(date: string, today: string): { week: string; day: string } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const value = new Date(year, month - 1, day);
  const [ty = 0, tm = 1, td = 1] = today.split('-').map(Number);
  const offset = Math.round((value.getTime() - new Date(ty, tm - 1, td).getTime()) / 86_400_000);
  const week = offset === 0 ? '今天' : offset === 1 ? '明天' : (WEEKDAYS[value.getDay()] ?? '');
  return { week, day: `${month}/${day}` };
}
