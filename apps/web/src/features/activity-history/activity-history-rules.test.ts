import { describe, expect, it } from 'vitest';
import { historyWindow, isHistoryAction, localDayStart } from './activity-history-rules.ts';

describe('the activity history window', () => {
  it('takes whole local days: from the first day’s start to the start of the day after the last', () => {
    const window = historyWindow('2026-03-02', '2026-03-04');
    expect(window).toEqual({
      from: new Date(2026, 2, 2).toISOString(),
      to: new Date(2026, 2, 5).toISOString(),
    });
    expect(historyWindow('2026-03-02', '2026-03-02')).toEqual({
      from: new Date(2026, 2, 2).toISOString(),
      to: new Date(2026, 2, 3).toISOString(),
    });
  });

  it('leaves out an empty or malformed side and refuses a reversed window', () => {
    expect(historyWindow('', '')).toEqual({});
    expect(historyWindow('2026-03-02', '')).toEqual({ from: new Date(2026, 2, 2).toISOString() });
    expect(historyWindow('yesterday', '2026-03-02')).toEqual({ to: new Date(2026, 2, 3).toISOString() });
    expect(historyWindow('2026-03-05', '2026-03-02')).toBe('invalid');
    expect(localDayStart('2026-3-5')).toBeNull();
  });

  it('knows the kinds it can name', () => {
    expect(isHistoryAction('class_joined')).toBe(true);
    expect(isHistoryAction('drop_table')).toBe(false);
  });
});
