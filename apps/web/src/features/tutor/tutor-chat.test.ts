import { describe, expect, it } from 'vitest';
import { askInput, failureOf, isOverLimit, mathForDisplay, sendBlock, usagePercent } from './tutor-chat.ts';

const ok = { usageLoaded: 0.2, overLimit: false, busy: false };

describe('tutor chat rules', () => {
  it('never sends an empty message', () => {
    expect(sendBlock('', ok)).toBe('empty');
    expect(sendBlock('  \n\t ', ok)).toBe('empty');
    expect(sendBlock('Why?', ok)).toBeNull();
  });

  it('refuses above 0.8 of the budget, at 0.8 still sends', () => {
    expect(isOverLimit(0.8)).toBe(false);
    expect(isOverLimit(0.81)).toBe(true);
    expect(sendBlock('Why?', { ...ok, usageLoaded: 0.8 })).toBeNull();
    expect(sendBlock('Why?', { ...ok, usageLoaded: 0.8001 })).toBe('over_limit');
    expect(sendBlock('Why?', { ...ok, overLimit: true })).toBe('over_limit');
  });

  it('waits for the answer in progress and limits the length', () => {
    expect(sendBlock('Why?', { ...ok, busy: true })).toBe('busy');
    expect(sendBlock('x'.repeat(4001), ok)).toBe('too_long');
    expect(sendBlock(`  ${'x'.repeat(4000)}  `, ok)).toBeNull();
  });

  it('sends the conversation with the new message last, the attempt and the intent', () => {
    const history = [
      { role: 'user' as const, content: 'Hi' },
      { role: 'assistant' as const, content: 'Hello' },
    ];
    expect(askInput(history, '  Why is B wrong? ', 'exam-1', 'why_wrong')).toEqual({
      messages: [...history, { role: 'user', content: 'Why is B wrong?' }],
      user_exam_id: 'exam-1',
      intent: 'why_wrong',
    });
    expect(askInput([], 'Hint', null)).toEqual({ messages: [{ role: 'user', content: 'Hint' }] });
    const long = Array.from({ length: 250 }, (_, i) => ({ role: 'user' as const, content: String(i) }));
    const input = askInput(long, 'last', null);
    expect(input.messages).toHaveLength(200);
    expect(input.messages.at(-1)).toEqual({ role: 'user', content: 'last' });
  });

  it('words failures: over the limit, network, timeout, the server’s message', () => {
    expect(failureOf({ status: 400, code: 'ai_conversation_over_limit', message: 'x' })).toEqual({
      kind: 'over_limit',
    });
    expect(failureOf({ status: 0, code: 'network_error', message: 'TypeError' })).toEqual({ kind: 'network' });
    expect(failureOf({ status: 0, code: 'timeout', message: 'AbortError' })).toEqual({ kind: 'timeout' });
    expect(failureOf({ status: 429, code: 'ai_daily_limit_reached', message: '今日免费次数已用完' })).toEqual({
      kind: 'server',
      message: '今日免费次数已用完',
    });
    expect(failureOf({ status: 500, code: 'internal_error', message: 'Server Error' })).toEqual({ kind: 'failed' });
  });

  it('shows usage as a whole percentage', () => {
    expect(usagePercent(0.456)).toBe(46);
    expect(usagePercent(1.7)).toBe(100);
    expect(usagePercent(-1)).toBe(0);
  });

  it('prepares \\( \\) and \\[ \\] math for KaTeX and keeps money as text', () => {
    expect(mathForDisplay('So \\(3x = 15\\), then \\[x = 5\\].')).toBe('So $3x = 15$, then $$x = 5$$.');
    expect(mathForDisplay('A fee of $25 plus \\(15m\\) dollars')).toBe('A fee of \\$25 plus $15m$ dollars');
    expect(mathForDisplay('A fee of $25 plus $15 per month')).toBeNull();
    expect(mathForDisplay('No math (here) [at all]')).toBeNull();
  });
});
