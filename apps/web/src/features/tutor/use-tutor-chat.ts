import { AI_TYPING_MS_PER_CHAR } from '@prepwell/contracts/light';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-error.ts';
import {
  askInput,
  failureOf,
  isOverLimit,
  sendBlock,
  type ChatMessage,
  type Failure,
  type Intent,
} from './tutor-chat.ts';
import type { TutorClient } from './tutor-client.ts';
import { Typewriter } from './typewriter.ts';

const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface TutorChat {
  /** `loading` until the stored conversation arrived; `failed` when it could not be read. */
  status: 'loading' | 'ready' | 'failed';
  messages: ChatMessage[];
  /** The answer being streamed and typed (null when none). */
  typing: string | null;
  busy: boolean;
  usageLoaded: number;
  overLimit: boolean;
  failure: Failure | null;
  /** Returns the text to put back in the input when the message was not sent (refused or failed). */
  send(text: string, intent?: Intent): Promise<string | null>;
  reload(): void;
  /** DELETE the conversation; resolves false when the server refused. */
  clear(): Promise<boolean>;
}

/**
 * The conversation with the tutor on one question: restored from the server on mount, asked with the
 * conversation so far, the answer streamed into the typewriter, the usage meter from `usage_loaded`.
 * A failed question keeps the conversation and gives the student's text back.
 */
export function useTutorChat(client: TutorClient, questionId: string, userExamId: string | null): TutorChat {
  const [status, setStatus] = useState<TutorChat['status']>('loading');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [usageLoaded, setUsage] = useState(0);
  const [overLimit, setOverLimit] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const typewriter = useRef<Typewriter | null>(null);
  const abort = useRef<AbortController | null>(null);
  /** Ends the wait for the typing of an answer that was abandoned (another question, closing). */
  const release = useRef<(() => void) | null>(null);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    setFailure(null);
    client.conversation(questionId, controller.signal).then(
      (view) => {
        setMessages(view.messages.map(({ role, content }) => ({ role, content })));
        setUsage(view.usage_loaded);
        setOverLimit(isOverLimit(view.usage_loaded));
        setStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setStatus('failed');
      },
    );
    return () => {
      controller.abort();
      // Another question (or unmount): an answer still streaming belongs to the previous one.
      abort.current?.abort();
      typewriter.current?.stop();
      release.current?.();
    };
  }, [client, questionId, attempt]);

  const send = useCallback(
    async (text: string, intent?: Intent): Promise<string | null> => {
      const block = sendBlock(text, { usageLoaded, overLimit, busy });
      if (block === 'over_limit') setOverLimit(true);
      if (block) return block === 'empty' ? null : text;
      const history = messagesRef.current;
      const input = askInput(history, text, userExamId, intent);
      const userMessage: ChatMessage = { role: 'user', content: text.trim() };
      setMessages([...history, userMessage]);
      setFailure(null);
      setBusy(true);
      setTyping('');
      const controller = new AbortController();
      abort.current = controller;
      let finished: () => void = () => undefined;
      const typed = new Promise<void>((resolve) => {
        finished = resolve;
      });
      release.current = () => finished();
      const writer = new Typewriter({
        msPerChar: AI_TYPING_MS_PER_CHAR,
        instant: prefersReducedMotion(),
        onText: setTyping,
        onDone: () => finished(),
      });
      typewriter.current = writer;
      try {
        const answer = await client.ask(questionId, input, {
          onDelta: (piece) => writer.append(piece),
          signal: controller.signal,
        });
        if (answer.source === 'error') {
          // The provider failed or timed out: the server's message, the conversation kept.
          writer.stop();
          setFailure(answer.content ? { kind: 'server', message: answer.content } : { kind: 'failed' });
        } else {
          writer.finish(answer.content);
          await typed;
          if (controller.signal.aborted) return null;
          setMessages((current) => [...current, { role: 'assistant', content: answer.content }]);
        }
        setUsage(answer.usage_loaded);
        if (isOverLimit(answer.usage_loaded)) setOverLimit(true);
        return null;
      } catch (cause) {
        writer.stop();
        if (controller.signal.aborted) return null;
        const error =
          cause instanceof ApiError
            ? cause
            : new ApiError({ status: 0, code: 'network_error', message: String(cause) });
        const next = failureOf(error);
        if (next.kind === 'over_limit') setOverLimit(true);
        else setFailure(next);
        // Not answered: the student's message goes back into the input, the stored conversation stays.
        setMessages(history);
        return text;
      } finally {
        if (typewriter.current === writer) typewriter.current = null;
        if (abort.current === controller) {
          abort.current = null;
          release.current = null;
        }
        setTyping(null);
        setBusy(false);
      }
    },
    [busy, client, overLimit, questionId, usageLoaded, userExamId],
  );

  const clear = useCallback(async (): Promise<boolean> => {
    abort.current?.abort();
    typewriter.current?.stop();
    release.current?.();
    try {
      await client.clear(questionId);
    } catch {
      return false;
    }
    setMessages([]);
    setUsage(0);
    setOverLimit(false);
    setFailure(null);
    return true;
  }, [client, questionId]);

  return {
    status,
    messages,
    typing,
    busy,
    usageLoaded,
    overLimit,
    failure,
    send,
    reload: () => setAttempt((n) => n + 1),
    clear,
  };
}
