import type { ContactMessageView } from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';
import type { ContactMessageRow } from './contact.repository.ts';

export const presentContactMessage = (row: ContactMessageRow): ContactMessageView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  lang: row.lang,
  user_id: row.userId,
  read: row.readAt !== null,
  read_at: iso(row.readAt),
  created_at: iso(row.createdAt)!,
});
