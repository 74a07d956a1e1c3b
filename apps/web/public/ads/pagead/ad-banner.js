/* Prepwell's ad-block bait (issue 17): fetched, never run. Ad blockers block this address by its name. */
