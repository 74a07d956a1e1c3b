import type { ParentLinkPerson, ParentLinkView } from '@prepwell/contracts';
import { iso } from '../../lib/clock.ts';
import { showsStudent, type LinkParty } from './parent-links.policy.ts';
import type { LinkWithPeople } from './parent-links.repository.ts';

type Person = LinkWithPeople['parent'];
const nameOf = (p: Person) => [p.firstName, p.lastName].filter(Boolean).join(' ') || null;
const person = (p: Person): ParentLinkPerson => ({ id: p.id, name: nameOf(p), email: p.email });

/** A link as `party` may see it: a parent's pending request names the student by the e-mail they typed only. */
export const presentParentLink = (row: LinkWithPeople, party: LinkParty): ParentLinkView => ({
  id: row.link.id,
  status: row.link.status,
  created_at: iso(row.link.createdAt)!,
  accepted_at: iso(row.link.acceptedAt),
  parent: person(row.parent),
  student: showsStudent(party, row.link) ? person(row.student) : { id: null, name: null, email: row.student.email },
});
