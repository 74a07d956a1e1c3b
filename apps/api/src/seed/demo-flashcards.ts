import type { Deps } from '../deps.ts';
import { withTenant } from '../db/with-tenant.ts';
import { seedDemoDeck } from '../modules/flashcards/flashcard-seed.service.ts';
import { lookupUserByEmail } from '../modules/users/user-rows.service.ts';

/** The demo student (seed/demo.ts): the deck is theirs. */
export const DEMO_FLASHCARD_STUDENT = 'student@demo.prepwell.test';

/**
 * Issue 18: the demo student's first deck, begun four days ago, with cards due today, so a newcomer reviews
 * at once (flashcards/flashcard-seed.service.ts). Runs after the word lists are seeded (seedDemoData calls it
 * last) and builds on whatever words the tenant reads; made once, left alone afterwards.
 */
export const seedDemoFlashcards = async (deps: Pick<Deps, 'db'>, demoTenantId: string, now?: Date) =>
  withTenant(deps.db, demoTenantId, async (tx) => {
    const student = await lookupUserByEmail(tx, DEMO_FLASHCARD_STUDENT);
    if (!student) return null;
    return seedDemoDeck(tx, { userId: student.id, ...(now ? { now } : {}) });
  });
