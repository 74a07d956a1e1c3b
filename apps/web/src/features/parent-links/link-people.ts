import type { ParentLinkPerson } from '@prepwell/contracts';

/** How a person on a link is named: their name, else the e-mail (a parent's pending request knows only that). */
export const personName = (p: ParentLinkPerson) => p.name ?? p.email;
