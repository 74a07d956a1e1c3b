import type { SubscriptionView } from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';
import type { SubscriptionRow } from './pro.repository.ts';

export const presentSubscription = (row: SubscriptionRow): SubscriptionView => ({
  id: row.id,
  source: row.source,
  months: row.months,
  previous_expiry: row.previousExpiry,
  new_expiry: row.newExpiry,
  created_at: iso(row.createdAt)!,
});
