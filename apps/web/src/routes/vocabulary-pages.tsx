import { useLocation, useParams } from 'react-router';
import { CategoryScreen } from '../features/vocabulary/category-screen.tsx';
import { FavoritesScreen } from '../features/vocabulary/favorites-screen.tsx';
import { ListScreen } from '../features/vocabulary/list-screen.tsx';
import { VocabularyHomeScreen } from '../features/vocabulary/vocabulary-home-screen.tsx';
import { vocabularyPaths } from '../features/vocabulary/vocabulary-text.ts';
import { WordScreen } from '../features/vocabulary/word-screen.tsx';

/** Issue 18, vocabulary: thin pages over the feature's screens. */

export function VocabularyHomePage() {
  return <VocabularyHomeScreen />;
}

export function VocabularyCategoryPage() {
  const { categoryId = '' } = useParams();
  return <CategoryScreen key={categoryId} categoryId={categoryId} />;
}

export function VocabularyListPage() {
  const { categoryId = '', listId = '' } = useParams();
  return <ListScreen key={listId} categoryId={categoryId} listId={listId} />;
}

/** A word page goes back where the student came from (a list, the favourites), else to the categories. */
export function VocabularyWordPage() {
  const { wordId = '' } = useParams();
  const state: unknown = useLocation().state;
  const from =
    typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
      ? state.from
      : vocabularyPaths.home;
  return <WordScreen key={wordId} wordId={wordId} back={from} />;
}

export function VocabularyFavoritesPage() {
  return <FavoritesScreen />;
}
