/** The flashcard routes of spec §2: `{titleName}` is the deck's slug. */
export const flashcardPaths = {
  home: '/flashcards',
  list: (slug: string) => `/flashcards/list/${encodeURIComponent(slug)}`,
  memorize: (slug: string) => `/flashcards/memorize/${encodeURIComponent(slug)}`,
};
