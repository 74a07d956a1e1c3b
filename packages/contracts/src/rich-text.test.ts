import { describe, expect, it } from 'vitest';
import { splitMath } from './rich-text.ts';

describe('splitMath', () => {
  it('finds inline and display math', () => {
    expect(splitMath('If $x+1=2$, then $$x=1$$ costs \\$5')).toEqual([
      { kind: 'text', value: 'If ' },
      { kind: 'inline', value: 'x+1=2' },
      { kind: 'text', value: ', then ' },
      { kind: 'display', value: 'x=1' },
      { kind: 'text', value: ' costs $5' },
    ]);
  });
  it('leaves text without math alone', () => {
    expect(splitMath('no math')).toEqual([{ kind: 'text', value: 'no math' }]);
  });
});
