import { describe, expect, it } from 'vitest';
import { HIDDEN, panelReducer, type PanelEvent, type PanelState } from './panel-state.ts';

const run = (...events: PanelEvent['type'][]): PanelState =>
  events.reduce((state, type) => panelReducer(state, { type } as PanelEvent), HIDDEN);

describe('panel states', () => {
  it('hidden → open → minimized → restored', () => {
    expect(run('open')).toEqual({ view: 'open', restored: false, confirmingClose: false });
    expect(run('open', 'minimize')).toEqual({ view: 'minimized', restored: false, confirmingClose: false });
    expect(run('open', 'minimize', 'restore')).toEqual({ view: 'open', restored: true, confirmingClose: false });
    expect(run('open', 'minimize', 'open')).toMatchObject({ view: 'open', restored: true });
  });

  it('ignores events that do not apply', () => {
    expect(run('minimize')).toEqual(HIDDEN);
    expect(run('restore')).toEqual(HIDDEN);
    expect(run('requestClose')).toEqual(HIDDEN);
    expect(run('open', 'restore')).toEqual(run('open'));
    expect(run('open', 'open')).toEqual(run('open'));
    expect(run('open', 'cancelClose')).toEqual(run('open'));
  });

  it('closing asks first; cancelling keeps everything; confirming hides', () => {
    expect(run('open', 'requestClose')).toMatchObject({ view: 'open', confirmingClose: true });
    expect(run('open', 'requestClose', 'cancelClose')).toEqual(run('open'));
    expect(run('open', 'minimize', 'requestClose')).toMatchObject({ view: 'open', confirmingClose: true });
    expect(run('open', 'requestClose', 'closed')).toEqual(HIDDEN);
    expect(run('open', 'requestClose', 'closed', 'open')).toEqual(run('open'));
  });

  it('minimizing drops a pending confirmation', () => {
    expect(run('open', 'requestClose', 'minimize')).toEqual({
      view: 'minimized',
      restored: false,
      confirmingClose: false,
    });
  });
});
