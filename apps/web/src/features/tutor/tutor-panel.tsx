import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDraggablePanel } from '../../components/use-draggable-panel.ts';
import { defaultRect, TUTOR_LIMITS, tutorRectStore } from './panel-geometry.ts';
import type { PanelEvent, PanelState } from './panel-state.ts';
import { usagePercent, type Failure, type Intent } from './tutor-chat.ts';
import { createTutorClient } from './tutor-client.ts';
import { TutorComposer } from './tutor-composer.tsx';
import { TUTOR_NS, TUTOR_T_OPTIONS } from './tutor-i18n.ts';
import { ChatIcon, CloseIcon, DockIcon, GripIcon, MinimizeIcon } from './tutor-icons.tsx';
import { TutorLog } from './tutor-log.tsx';
import styles from './tutor-panel.module.css';
import { useTutorChat } from './use-tutor-chat.ts';
import { useTutorDock } from './use-tutor-dock.ts';

/**
 * The floating AI tutor (spec §2 Shell, §4, §5): not modal, dragged by its header and resized by its
 * corner inside the viewport (components/use-draggable-panel.ts), minimized to a bubble and restored,
 * Escape minimizes. It shows the stored conversation (tutor-log.tsx), streams and types the tutor's
 * answers, takes questions (tutor-composer.tsx) and refuses further ones above 0.8 of the context budget.
 * Closing asks first, then clears the conversation on the server.
 * Plain React and CSS: the same panel opens in the app and in the light runner root, and calls the API
 * through the HTTP core both roots share (the session's token, tenant and language).
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
}

const client = createTutorClient();

export function TutorPanel({ state, dispatch, questionId, questionNumber, userExamId, wrong }: TutorPanelProps) {
  const { t } = useTranslation(TUTOR_NS, TUTOR_T_OPTIONS);
  const chat = useTutorChat(client, questionId, userExamId);
  const panel = useDraggablePanel({ limits: TUTOR_LIMITS, initial: defaultRect, store: tutorRectStore });
  const titleId = useId();
  const hintId = useId();
  const confirmTitleId = useId();
  const confirmBodyId = useId();
  const composing = useRef(false);
  const [clearFailed, setClearFailed] = useState(false);
  const [clearing, setClearing] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const open = state.view === 'open';
  const { layout, toggleDock } = useTutorDock(open, panel.rect.width);

  // Focus: into the panel when it opens or comes back, onto the bubble when minimized, onto "keep" when asked to confirm.
  useEffect(() => {
    if (state.view === 'minimized') bubbleRef.current?.focus();
    else if (state.view === 'open' && state.confirmingClose) keepRef.current?.focus();
    else if (state.view === 'open')
      (inputRef.current && !inputRef.current.disabled ? inputRef.current : panelRef.current)?.focus();
  }, [state.view, state.confirmingClose]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || composing.current || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.stopPropagation();
    dispatch(state.confirmingClose ? { type: 'cancelClose' } : { type: 'minimize' });
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
    dispatch({ type: 'closed' }); // hidden: the composer unmounts, its draft goes with it
  };

  const failureText = (failure: Failure): string =>
    failure.kind === 'server'
      ? failure.message
      : failure.kind === 'over_limit'
        ? t('overLimit')
        : t(`errors.${failure.kind}`);

  const intents: Intent[] = wrong ? ['why_wrong', 'hint', 'explain'] : ['hint', 'explain'];
  const percent = usagePercent(chat.usageLoaded);
  const { rect } = panel;

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
        className={`${styles.panel} ${layout === 'float' ? '' : styles[layout]}`}
        style={
          layout === 'float'
            ? { left: rect.x, top: rect.y, width: rect.width, height: rect.height }
            : layout === 'side'
              ? { width: rect.width }
              : undefined
        }
        data-layout={layout}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        data-testid="tutor-panel"
      >
        <div
          className={layout === 'float' ? styles.header : `${styles.header} ${styles.fixedHeader}`}
          {...(layout === 'float' ? panel.moveHandlers : {})}
          data-testid="tutor-drag"
        >
          {layout === 'float' ? (
            <button
              type="button"
              data-grip
              className={`${styles.headerButton} ${styles.grip}`}
              aria-label={t('panel.move')}
              title={t('panel.move')}
              onKeyDown={panel.onMoveKeyDown}
            >
              <GripIcon />
            </button>
          ) : null}
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {t('panel.title')}
            </h2>
            {questionNumber !== undefined ? (
              <span className={styles.subtitle}>{t('panel.question', { number: questionNumber })}</span>
            ) : null}
          </div>
          {layout !== 'sheet' ? (
            <button
              type="button"
              className={styles.headerButton}
              aria-label={layout === 'side' ? t('panel.float') : t('panel.dock')}
              title={layout === 'side' ? t('panel.float') : t('panel.dock')}
              aria-pressed={layout === 'side'}
              onClick={toggleDock}
              data-testid="tutor-dock"
            >
              <DockIcon />
            </button>
          ) : null}
          <button
            type="button"
            className={styles.headerButton}
            aria-label={t('panel.minimize')}
            title={t('panel.minimize')}
            onClick={() => dispatch({ type: 'minimize' })}
          >
            <MinimizeIcon />
          </button>
          <button
            type="button"
            className={styles.headerButton}
            aria-label={t('panel.close')}
            title={t('panel.close')}
            onClick={() => dispatch({ type: 'requestClose' })}
          >
            <CloseIcon />
          </button>
        </div>
        <p id={hintId} className={styles.speaker}>
          {layout === 'float' ? t('panel.dragHint') : t('panel.dockedHint')}
        </p>

        {state.confirmingClose ? (
          <div
            className={styles.confirm}
            role="alertdialog"
            aria-labelledby={confirmTitleId}
            aria-describedby={confirmBodyId}
          >
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
              <button
                ref={keepRef}
                type="button"
                className={`${styles.button} ${styles.secondary}`}
                onClick={() => dispatch({ type: 'cancelClose' })}
              >
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
            <div
              className={chat.overLimit ? `${styles.meterFill} ${styles.meterFull}` : styles.meterFill}
              style={{ width: `${percent}%` }}
            />
          </div>
          <span aria-hidden="true">{percent}%</span>
        </div>

        <TutorLog chat={chat} open={open} />

        {chat.overLimit ? (
          <p className={styles.alert} role="alert" data-testid="tutor-over-limit">
            {t('overLimit')}
          </p>
        ) : chat.failure ? (
          <p className={styles.alert} role="alert" data-testid="tutor-error">
            {failureText(chat.failure)}
          </p>
        ) : null}

        <TutorComposer chat={chat} intents={intents} inputRef={inputRef} composing={composing} />
        <button
          type="button"
          hidden={layout !== 'float'}
          className={styles.resize}
          aria-label={t('panel.resize')}
          title={t('panel.resize')}
          onKeyDown={panel.onResizeKeyDown}
          {...panel.resizeHandlers}
          data-testid="tutor-resize"
        />
      </section>
      {state.view === 'minimized' ? (
        <button
          ref={bubbleRef}
          type="button"
          className={styles.bubble}
          onClick={() => dispatch({ type: 'restore' })}
          aria-label={t('panel.restore')}
          data-testid="tutor-bubble"
        >
          <ChatIcon />
          {t('panel.title')}
        </button>
      ) : null}
    </>,
    document.body,
  );
}
