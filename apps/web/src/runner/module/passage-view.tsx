import type { RunnerPassage } from '@prepwell/contracts';
import { HighlightableHtml } from '../tools/highlighter.tsx';
import styles from './module.module.css';

/** A text passage, highlightable (B's HighlightableHtml) when Highlights & Notes is on; marks persist per attempt and passage. */
export function PassageView({
  passage,
  userExamId,
  highlighting,
}: {
  passage: RunnerPassage;
  userExamId: string;
  highlighting: boolean;
}) {
  return (
    <div className={styles.passage}>
      {passage.title ? <h2 className={styles.passageTitle}>{passage.title}</h2> : null}
      <HighlightableHtml
        html={passage.bodyHtml}
        storageKey={`pw.hl.${userExamId}.${passage.id}`}
        enabled={highlighting}
        className={styles.passageBody}
      />
    </div>
  );
}
