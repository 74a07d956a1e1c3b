/**
 * A server-sent events parser for a fetch body read in pieces (EventSource cannot POST or send the
 * bearer token). Follows the HTML standard's rules that the tutor's stream uses: `event:` names the
 * event, `data:` lines are joined with "\n", a blank line dispatches, lines starting with ":" are
 * comments, CR, LF and CRLF all end a line, and a piece may end anywhere (even inside a CRLF).
 */
export interface SseEvent {
  event: string;
  data: string;
}

export class SseParser {
  private buffer = '';
  private eventName = '';
  private dataLines: string[] = [];
  private pendingCr = false;

  /** Feeds a decoded piece of the stream; returns the events it completed. */
  push(chunk: string): SseEvent[] {
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1); // the LF of a CRLF split across pieces
    this.pendingCr = false;
    this.buffer += text;
    const out: SseEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A CR at the very end may be the first half of a CRLF: wait for the next piece.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) {
        this.pendingCr = true;
        const line = this.buffer.slice(0, match.index);
        this.buffer = '';
        this.line(line, out);
        break;
      }
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      this.line(line, out);
    }
    return out;
  }

  /** The stream ended: an event not closed by a blank line is dropped, as the standard says. */
  end(): SseEvent[] {
    this.buffer = '';
    this.eventName = '';
    this.dataLines = [];
    return [];
  }

  private line(line: string, out: SseEvent[]): void {
    if (line === '') {
      if (this.dataLines.length) out.push({ event: this.eventName || 'message', data: this.dataLines.join('\n') });
      this.eventName = '';
      this.dataLines = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventName = value;
    else if (field === 'data') this.dataLines.push(value);
    // `id` and `retry` do not matter to a one-shot POST stream.
  }
}
