import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { MathText } from '../../components/math-text.tsx';
import { arrowDelta, dragRect, loadRect, resizeRect, saveRect, clampRect, type Rect } from './panel-geometry.ts';
import type { PanelEvent, PanelState } from './panel-state.ts';
import { mathForDisplay, sendBlock, usagePercent, type Failure, type Intent } from './tutor-chat.ts';
import { createTutorClient } from './tutor-client.ts';
import { AI_MESSAGE_MAX_CHARS } from './tutor-constants.ts';
import { TUTOR_NS, TUTOR_T_OPTIONS } from './tutor-i18n.ts';
import styles from './tutor-panel.module.css';
import { useTutorChat } from './use-tutor-chat.ts';

/**
 * The floating AI tutor (spec §2 Shell, §4, §5): not modal, dragged by its header and resized by its
 * corner inside the viewport, minimized to a bubble and restored, Escape minimizes. It shows the stored
 * conversation, streams and types the tutor's answers, and refuses further questions above 0.8 of the
 * context budget. Closing asks first, then clears the conversation on the server.
 * Plain React and CSS: the same panel opens in the app and in the light runner root.
 */
export interface TutorPanelProps {
  state: PanelState;
  dispatch(event: PanelEvent): void;
  questionId: string;
  /** The number the student sees (the header says "Question 12"). */
  questionNumber?: number;
  /** The attempt the panel was opened from: the tutor reads the student's answer there. */
  userExamId: string | null;
  /** The student's answer is wrong: "Why is my answer wrong?" comes first. */
  wrong: boolean;
  /** The root's request headers (token, tenant, language). Stable between renders. */
  headers(): Record<string, string>;
}

const viewport = () => ({ width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight });

const MinimizeIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M5 18h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
  </svg>
);
const GripIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" fill="none" />
  </svg>
);
const CloseIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
  </svg>
);
const ChatIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M4 5h16v11H9l-5 4z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" fill="none" />
  </svg>
);

/** A finished answer: typeset when it has math, plain text otherwise. */
function AnswerText({ text }: { text: string }) {
  const math = useMemo(() => mathForDisplay(text), [text]);
  return math === null ? <>{text}</> : <MathText>{math}</MathText>;
}

type Gesture = { kind: 'move' | 'resize'; start: Rect; x: number; y: number; pointer: number };

export function TutorPanel({ state, dispatch, questionId, questionNumber, userExamId, wrong, headers }: TutorPanelProps) {
  const { t } = useTranslation(TUTOR_NS, TUTOR_T_OPTIONS);
  const client = useMemo(() => createTutorClient({ headers }), [headers]);
  const chat = useTutorChat(client, questionId, userExamId);
  const titleId = useId();
  const hintId = useId();
  const confirmTitleId = useId();
  const confirmBodyId = useId();
  const [rect, setRect] = useState<Rect>(() => loadRect(viewport()));
  const [draft, setDraft] = useState('');
  /** The count shown under the input: frozen while an IME composes (Chinese), updated on compositionend. */
  const [counted, setCounted] = useState(0);
  const composing = useRef(false);
  const [clearFailed, setClearFailed] = useState(false);
  const [clearing, setClearing] = useState(false);
  const gesture = useRef<Gesture | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const open = state.view === 'open';

  // Inside the viewport when the window changes size.
  useEffect(() => {
    const onResize = () => setRect((current) => clampRect(current, viewport()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // Focus: into the panel when it opens or comes back, onto the bubble when minimized, onto "keep" when asked to confirm.
  useEffect(() => {
    if (state.view === 'minimized') bubbleRef.current?.focus();
    else if (state.view === 'open' && state.confirmingClose) keepRef.current?.focus();
    else if (state.view === 'open') (inputRef.current && !inputRef.current.disabled ? inputRef.current : panelRef.current)?.focus();
  }, [state.view, state.confirmingClose]);

  // The newest message in sight.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages, chat.typing, chat.status, open]);

  const overLimit = chat.overLimit;
  const block = sendBlock(draft, { usageLoaded: chat.usageLoaded, overLimit, busy: chat.busy || chat.status !== 'ready' });

  const ask = useCallback(
    async (text: string, intent?: Intent) => {
      setDraft('');
      setCounted(0);
      // The quick prompts are disabled while the tutor answers: focus stays in the panel, on the input.
      inputRef.current?.focus();
      const back = await chat.send(text, intent);
      if (back !== null && !intent) {
        setDraft(back);
        setCounted(back.length);
      }
    },
    [chat],
  );

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (block) return;
    void ask(draft);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || composing.current || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || composing.current || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.stopPropagation();
    dispatch(state.confirmingClose ? { type: 'cancelClose' } : { type: 'minimize' });
  };

  const startGesture = (kind: Gesture['kind']) => (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    if (kind === 'move' && (event.target as HTMLElement).closest('button:not([data-grip])')) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    gesture.current = { kind, start: rect, x: event.clientX, y: event.clientY, pointer: event.pointerId };
  };
  const moveGesture = (event: ReactPointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g || g.pointer !== event.pointerId) return;
    const dx = event.clientX - g.x;
    const dy = event.clientY - g.y;
    setRect(g.kind === 'move' ? dragRect(g.start, dx, dy, viewport()) : resizeRect(g.start, dx, dy, viewport()));
  };
  /** Arrow keys on the move grip or the resize handle: the same move or resize as a drag, kept for the session. */
  const nudge = (kind: Gesture['kind']) => (event: KeyboardEvent<HTMLElement>) => {
    const delta = arrowDelta(event.key, event.shiftKey);
    if (!delta) return;
    event.preventDefault();
    const next = kind === 'move' ? dragRect(rect, delta.dx, delta.dy, viewport()) : resizeRect(rect, delta.dx, delta.dy, viewport());
    setRect(next);
    saveRect(next);
  };
  const endGesture = (event: ReactPointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g || g.pointer !== event.pointerId) return;
    gesture.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    setRect((current) => {
      saveRect(current);
      return current;
    });
  };

  const confirmClose = async () => {
    setClearing(true);
    setClearFailed(false);
    const cleared = await chat.clear();
    setClearing(false);
    if (!cleared) {
      setClearFailed(true);
      return;
    }
    setDraft('');
    setCounted(0);
    dispatch({ type: 'closed' });
  };

  const failureText = (failure: Failure): string =>
    failure.kind === 'server' ? failure.message : failure.kind === 'over_limit' ? t('overLimit') : t(`errors.${failure.kind}`);

  const intents: Intent[] = wrong ? ['why_wrong', 'hint', 'explain'] : ['hint', 'explain'];
  const percent = usagePercent(chat.usageLoaded);
  const lengthOver = counted > AI_MESSAGE_MAX_CHARS;

  if (state.view === 'hidden') return null;

  return createPortal(
    <>
      <section
        ref={panelRef}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        tabIndex={-1}
        className={styles.panel}
        style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height }}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        data-testid="tutor-panel"
      >
        <div className={styles.header} onPointerDown={startGesture('move')} onPointerMove={moveGesture} onPointerUp={endGesture} onPointerCancel={endGesture} data-testid="tutor-drag">
          <button type="button" data-grip className={`${styles.headerButton} ${styles.grip}`} aria-label={t('panel.move')} title={t('panel.move')} onKeyDown={nudge('move')}>
            <GripIcon />
          </button>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {t('panel.title')}
            </h2>
            {questionNumber !== undefined ? <span className={styles.subtitle}>{t('panel.question', { number: questionNumber })}</span> : null}
          </div>
          <button type="button" className={styles.headerButton} aria-label={t('panel.minimize')} title={t('panel.minimize')} onClick={() => dispatch({ type: 'minimize' })}>
            <MinimizeIcon />
          </button>
          <button type="button" className={styles.headerButton} aria-label={t('panel.close')} title={t('panel.close')} onClick={() => dispatch({ type: 'requestClose' })}>
            <CloseIcon />
          </button>
        </div>
        <p id={hintId} className={styles.speaker}>
          {t('panel.dragHint')}
        </p>

        {state.confirmingClose ? (
          <div className={styles.confirm} role="alertdialog" aria-labelledby={confirmTitleId} aria-describedby={confirmBodyId}>
            <h3 id={confirmTitleId}>{t('confirm.title')}</h3>
            <p id={confirmBodyId}>{t('confirm.body')}</p>
            {clearFailed ? (
              <p role="alert" className={styles.countOver}>
                {t('confirm.failed')}
              </p>
            ) : null}
            <div className={styles.confirmActions}>
              <button type="button" className={styles.button} onClick={() => void confirmClose()} disabled={clearing}>
                {t('confirm.yes')}
              </button>
              <button ref={keepRef} type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => dispatch({ type: 'cancelClose' })}>
                {t('confirm.no')}
              </button>
            </div>
          </div>
        ) : null}

        <div className={styles.meter}>
          <span id={`${titleId}-usage`}>{t('usage.label')}</span>
          <div
            className={styles.meterTrack}
            role="progressbar"
            aria-labelledby={`${titleId}-usage`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('usage.value', { percent })}
            data-testid="tutor-usage"
          >
            <div className={overLimit ? `${styles.meterFill} ${styles.meterFull}` : styles.meterFill} style={{ width: `${percent}%` }} />
          </div>
          <span aria-hidden="true">{percent}%</span>
        </div>

        <div ref={logRef} className={styles.log} role="log" tabIndex={0} aria-label={t('chat.messages')} aria-busy={chat.busy} data-testid="tutor-log">
          {chat.status === 'loading' ? <p className={styles.status}>{t('chat.loading')}</p> : null}
          {chat.status === 'failed' ? (
            <div className={styles.alert} role="alert">
              <p>{t('chat.loadFailed')}</p>
              <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={chat.reload}>
                {t('chat.retry')}
              </button>
            </div>
          ) : null}
          {chat.status === 'ready' && chat.messages.length === 0 && chat.typing === null ? <p className={styles.empty}>{t('chat.empty')}</p> : null}
          {chat.messages.map((message, index) => (
            <div key={index} className={`${styles.message} ${message.role === 'user' ? styles.user : styles.assistant}`} data-role={message.role} data-testid="tutor-message">
              <span className={styles.speaker}>{message.role === 'user' ? t('chat.you') : t('chat.tutor')}: </span>
              {message.role === 'assistant' ? <AnswerText text={message.content} /> : message.content}
            </div>
          ))}
          {chat.typing !== null ? (
            <div className={`${styles.message} ${styles.assistant}`} data-role="assistant" data-testid="tutor-typing">
              <span className={styles.speaker}>{t('chat.tutor')}: </span>
              {chat.typing === '' ? <span className={styles.status}>{t('chat.thinking')}</span> : chat.typing}
            </div>
          ) : null}
        </div>

        {overLimit ? (
          <p className={styles.alert} role="alert" data-testid="tutor-over-limit">
            {t('overLimit')}
          </p>
        ) : chat.failure ? (
          <p className={styles.alert} role="alert" data-testid="tutor-error">
            {failureText(chat.failure)}
          </p>
        ) : null}

        {!overLimit && chat.status === 'ready' ? (
          <div className={styles.prompts} role="group" aria-label={t('prompts.label')}>
            {intents.map((intent) => (
              <button
                key={intent}
                type="button"
                className={intent === 'why_wrong' ? `${styles.chip} ${styles.chipStrong}` : styles.chip}
                disabled={chat.busy}
                onClick={() => void ask(t(`prompts.${intent}`), intent)}
              >
                {t(`prompts.${intent}`)}
              </button>
            ))}
          </div>
        ) : null}

        <form className={styles.form} onSubmit={submit}>
          <div className={styles.inputWrap}>
            <textarea
              ref={inputRef}
              className={styles.input}
              aria-label={t('input.label')}
              placeholder={t('input.placeholder')}
              value={draft}
              rows={2}
              disabled={overLimit}
              aria-invalid={lengthOver || undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                if (!composing.current) setCounted(event.target.value.trim().length);
              }}
              onCompositionStart={() => {
                composing.current = true;
              }}
              onCompositionEnd={(event) => {
                composing.current = false;
                setCounted(event.currentTarget.value.trim().length);
              }}
              onKeyDown={onInputKeyDown}
            />
            <span className={lengthOver ? `${styles.count} ${styles.countOver}` : styles.count} aria-live="polite">
              {lengthOver ? t('input.tooLong', { max: AI_MESSAGE_MAX_CHARS }) : t('input.count', { count: counted, max: AI_MESSAGE_MAX_CHARS })}
            </span>
          </div>
          <button type="submit" className={styles.button} disabled={block !== null}>
            {t('input.send')}
          </button>
        </form>
        <button
          type="button"
          className={styles.resize}
          aria-label={t('panel.resize')}
          title={t('panel.resize')}
          onKeyDown={nudge('resize')}
          onPointerDown={startGesture('resize')}
          onPointerMove={moveGesture}
          onPointerUp={endGesture}
          onPointerCancel={endGesture}
          data-testid="tutor-resize"
        />
      </section>
      {state.view === 'minimized' ? (
        <button ref={bubbleRef} type="button" className={styles.bubble} onClick={() => dispatch({ type: 'restore' })} aria-label={t('panel.restore')} data-testid="tutor-bubble">
          <ChatIcon />
          {t('panel.title')}
        </button>
      ) : null}
    </>,
    document.body,
  );
}
