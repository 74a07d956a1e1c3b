import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '../../components/math-text.tsx';
import { mathForDisplay } from './tutor-chat.ts';
import { TUTOR_NS, TUTOR_T_OPTIONS } from './tutor-i18n.ts';
import styles from './tutor-panel.module.css';
import type { TutorChat } from './use-tutor-chat.ts';

/** A finished answer: typeset when it has math, plain text otherwise. */
function AnswerText({ text }: { text: string }) {
  const math = useMemo(() => mathForDisplay(text), [text]);
  return math === null ? <>{text}</> : <MathText>{math}</MathText>;
}

/** The conversation: loading and failure states, the messages, and the answer being typed, the newest in sight. */
export function TutorLog({ chat, open }: { chat: TutorChat; open: boolean }) {
  const { t } = useTranslation(TUTOR_NS, TUTOR_T_OPTIONS);
  const logRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages, chat.typing, chat.status, open]);

  return (
    <div
      ref={logRef}
      className={styles.log}
      role="log"
      tabIndex={0}
      aria-label={t('chat.messages')}
      aria-busy={chat.busy}
      data-testid="tutor-log"
    >
      {chat.status === 'loading' ? <p className={styles.status}>{t('chat.loading')}</p> : null}
      {chat.status === 'failed' ? (
        <div className={styles.alert} role="alert">
          <p>{t('chat.loadFailed')}</p>
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={chat.reload}>
            {t('chat.retry')}
          </button>
        </div>
      ) : null}
      {chat.status === 'ready' && chat.messages.length === 0 && chat.typing === null ? (
        <p className={styles.empty}>{t('chat.empty')}</p>
      ) : null}
      {chat.messages.map((message, index) => (
        <div
          key={index}
          className={`${styles.message} ${message.role === 'user' ? styles.user : styles.assistant}`}
          data-role={message.role}
          data-testid="tutor-message"
        >
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
  );
}
