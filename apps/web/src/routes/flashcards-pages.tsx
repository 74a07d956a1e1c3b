import { useParams } from 'react-router';
import { DeckBrowseScreen } from '../features/flashcards/deck-browse-screen.tsx';
import { DecksScreen } from '../features/flashcards/decks-screen.tsx';
import { MemorizeScreen } from '../features/flashcards/memorize-screen.tsx';

/** Issue 18, spec §2 flashcards (full screen): `{titleName}` is the deck's slug. */

export function FlashcardsPage() {
  return <DecksScreen />;
}

export function FlashcardsListPage() {
  const { titleName = '' } = useParams();
  return <DeckBrowseScreen key={titleName} slug={titleName} />;
}

export function FlashcardsMemorizePage() {
  const { titleName = '' } = useParams();
  return <MemorizeScreen key={titleName} slug={titleName} />;
}
