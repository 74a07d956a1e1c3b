import { AI_MESSAGE_MAX_CHARS } from '@prepwell/contracts/light';
import { useCallback, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { sendBlock, type Intent } from './tutor-chat.ts';
import { TUTOR_NS, TUTOR_T_OPTIONS } from './tutor-i18n.ts';
import styles from './tutor-panel.module.css';
import type { TutorChat } from './use-tutor-chat.ts';

export interface TutorComposerProps {
  chat: TutorChat;
  /** The one-click prompts offered ("Why is my answer wrong?" first when it is). */
  intents: readonly Intent[];
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** True while an IME composes (Chinese): Enter and Escape then belong to the IME. Shared with the panel. */
  composing: RefObject<boolean>;
}

/**
 * The quick prompts and the message input: Enter sends (Shift+Enter is a new line), the count under the
 * input waits for `compositionend`, a message the tutor did not answer comes back into the input.
 */
export function TutorComposer({ chat, intents, inputRef, composing }: TutorComposerProps) {
  const { t } = useTranslation(TUTOR_NS, TUTOR_T_OPTIONS);
  const [draft, setDraft] = useState('');
  /** The count shown under the input: frozen while an IME composes, updated on compositionend. */
  const [counted, setCounted] = useState(0);
  const overLimit = chat.overLimit;
  const block = sendBlock(draft, {
    usageLoaded: chat.usageLoaded,
    overLimit,
    busy: chat.busy || chat.status !== 'ready',
  });
  const lengthOver = counted > AI_MESSAGE_MAX_CHARS;

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
    [chat, inputRef],
  );

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (block) return;
    void ask(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || composing.current || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <>
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
            onKeyDown={onKeyDown}
          />
          <span className={lengthOver ? `${styles.count} ${styles.countOver}` : styles.count} aria-live="polite">
            {lengthOver
              ? t('input.tooLong', { max: AI_MESSAGE_MAX_CHARS })
              : t('input.count', { count: counted, max: AI_MESSAGE_MAX_CHARS })}
          </span>
        </div>
        <button type="submit" className={styles.button} disabled={block !== null}>
          {t('input.send')}
        </button>
      </form>
    </>
  );
}
