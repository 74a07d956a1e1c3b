/**
 * The tutor panel's states (spec §4): hidden → open → minimized → restored (open again), and closing,
 * which asks first because it clears the conversation. `restored` says the panel came back from the
 * minimized bar (focus returns into it); `confirmingClose` shows the confirmation inside the panel.
 */
export type PanelView = 'hidden' | 'open' | 'minimized';

export interface PanelState {
  view: PanelView;
  restored: boolean;
  confirmingClose: boolean;
}

export type PanelEvent =
  | { type: 'open' }
  | { type: 'minimize' }
  | { type: 'restore' }
  | { type: 'requestClose' }
  | { type: 'cancelClose' }
  /** The student confirmed: the conversation is cleared and the panel hides. */
  | { type: 'closed' };

export const HIDDEN: PanelState = { view: 'hidden', restored: false, confirmingClose: false };

export const panelReducer = (state: PanelState, event: PanelEvent): PanelState => {
  switch (event.type) {
    case 'open':
      if (state.view === 'hidden') return { view: 'open', restored: false, confirmingClose: false };
      if (state.view === 'minimized') return { ...state, view: 'open', restored: true };
      return state;
    case 'minimize':
      return state.view === 'open' ? { view: 'minimized', restored: false, confirmingClose: false } : state;
    case 'restore':
      return state.view === 'minimized' ? { ...state, view: 'open', restored: true } : state;
    case 'requestClose':
      // Closing from the minimized bar shows the panel with the question.
      return state.view === 'hidden' ? state : { ...state, view: 'open', confirmingClose: true };
    case 'cancelClose':
      return state.confirmingClose ? { ...state, confirmingClose: false } : state;
    case 'closed':
      return HIDDEN;
  }
};
