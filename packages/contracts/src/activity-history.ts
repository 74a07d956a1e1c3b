import { z } from 'zod';
import { PageQuery } from './common.ts';
import { ActivityLogQuery } from './classes.ts';

/**
 * Issue 17, the activity history: an entry is stored as an action code with a detail (a code or text a
 * person wrote) and shown in the reader's language. Both lists filter by action and by a time window:
 * `from` inclusive, `to` exclusive, instants with an offset (the client sends its own day boundaries).
 */
const ActivityWindow = {
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z_]*$/)
    .optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
};

const windowInOrder = (query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (query.from && query.to && Date.parse(query.from) >= Date.parse(query.to))
    ctx.addIssue({ code: 'custom', message: 'invalid_value', path: ['to'] });
};

/** `GET /api/activity-log/history`: the caller's own history. */
export const ActivityHistoryQuery = PageQuery.extend(ActivityWindow).superRefine(windowInOrder);
export type ActivityHistoryQuery = z.input<typeof ActivityHistoryQuery>;

/** `GET /api/activity-logs`: the admins' log (a user's history with `user_id`), with the same window. */
export const ActivityLogWindowQuery = ActivityLogQuery.extend({
  from: ActivityWindow.from,
  to: ActivityWindow.to,
}).superRefine(windowInOrder);
export type ActivityLogWindowQuery = z.input<typeof ActivityLogWindowQuery>;
