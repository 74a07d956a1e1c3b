import { describe, expect, it } from 'vitest';
import { SseParser } from './sse.ts';

const all = (pieces: string[]) => {
  const parser = new SseParser();
  return [...pieces.flatMap((p) => parser.push(p)), ...parser.end()];
};

describe('SseParser', () => {
  it('reads named events with JSON data', () => {
    expect(all(['event: delta\ndata: {"content":"Hi"}\n\nevent: done\ndata: {"content":"Hi","usage_loaded":0.1}\n\n'])).toEqual([
      { event: 'delta', data: '{"content":"Hi"}' },
      { event: 'done', data: '{"content":"Hi","usage_loaded":0.1}' },
    ]);
  });

  it('joins events split anywhere across pieces, CRLF included', () => {
    const text = 'event: delta\r\ndata: {"content":"a b"}\r\n\r\nevent: done\r\ndata: {}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(all([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual([
        { event: 'delta', data: '{"content":"a b"}' },
        { event: 'done', data: '{}' },
      ]);
    }
    expect(all(text.split(''))).toHaveLength(2);
  });

  it('joins data lines with a newline, ignores comments and unnamed events are "message"', () => {
    expect(all([': keep-alive\n\ndata: one\ndata:two\n\n'])).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('accepts a lone CR as a line end', () => {
    expect(all(['event: error\rdata: {"code":"x"}\r\r'])).toEqual([{ event: 'error', data: '{"code":"x"}' }]);
  });

  it('drops an event the stream did not finish and events without data', () => {
    expect(all(['event: done\n\nevent: delta\ndata: {"content":"cut"}'])).toEqual([]);
  });
});
