import type { Rating } from './review-queue.ts';

/** The review screen's state (pure): where the student is in the due cards, what was rated, what undo restores. */

export interface Rated {
  position: number;
  cardId: string;
  clientId: string;
  rating: Rating;
  /** How many cards the session held when this was rated (cards learnt ahead after it go with its undo). */
  listLength: number;
}

export interface SessionState {
  /**
   * Card ids in the order the API gave (earliest due first, new cards last), then the learning cards that
   * came back within the session (Anki's learn-ahead): a card may be there more than once.
   */
  cardIds: readonly string[];
  position: number;
  revealed: boolean;
  history: readonly Rated[];
}

export type SessionAction =
  | { type: 'start'; cardIds: readonly string[] }
  | { type: 'reveal' }
  /** The cards due again within the session (asked for once the list ran out). */
  | { type: 'extend'; cardIds: readonly string[] }
  | { type: 'rate'; clientId: string; rating: Rating }
  | { type: 'undo' };

export const startSession = (cardIds: readonly string[]): SessionState => ({
  cardIds,
  position: 0,
  revealed: false,
  history: [],
});

export const sessionReducer = (state: SessionState, action: SessionAction): SessionState => {
  switch (action.type) {
    case 'start':
      return startSession(action.cardIds);
    case 'extend':
      return action.cardIds.length
        ? { ...state, cardIds: [...state.cardIds, ...action.cardIds], revealed: false }
        : state;
    case 'reveal':
      return state.position < state.cardIds.length ? { ...state, revealed: true } : state;
    case 'rate': {
      const cardId = state.cardIds[state.position];
      if (!cardId || !state.revealed) return state;
      return {
        ...state,
        position: state.position + 1,
        revealed: false,
        history: [
          ...state.history,
          {
            position: state.position,
            cardId,
            clientId: action.clientId,
            rating: action.rating,
            listLength: state.cardIds.length,
          },
        ],
      };
    }
    case 'undo': {
      const last = state.history[state.history.length - 1];
      if (!last) return state;
      return {
        ...state,
        cardIds: state.cardIds.slice(0, last.listLength),
        position: last.position,
        revealed: false,
        history: state.history.slice(0, -1),
      };
    }
  }
};

export const lastRated = (state: SessionState): Rated | undefined => state.history[state.history.length - 1];
export const isFinished = (state: SessionState): boolean => state.position >= state.cardIds.length;
