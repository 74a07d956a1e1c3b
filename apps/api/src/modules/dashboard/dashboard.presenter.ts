import type { DashboardView } from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';

type Recent = DashboardView['recent'][number];

/** An activity entry as a recent item; `detail` may be replaced (a parent sees the child's name). */
export const presentActivity = (
  row: { action: string; detail: string | null; createdAt: Date },
  detail?: string | null,
): Recent => ({
  key: row.action,
  at: iso(row.createdAt)!,
  detail: detail === undefined ? row.detail : detail,
});

export const presentRegistration = (row: { createdAt: Date }, who: string): Recent => ({
  key: 'registered',
  at: iso(row.createdAt)!,
  detail: who,
});

export const stat = (key: string, value: number) => ({ key, value });
export const check = (key: string, done: boolean) => ({ key, done });
