import type { ModuleRoute } from '@prepwell/contracts';

export interface ModuleShape {
  position: number;
  route: ModuleRoute;
  questionCount: number;
  timeLimitSeconds: number;
}

/**
 * What a student takes on the longest route: per section, each stage (module position) counts once with
 * the larger of its routes (an adaptive module 2 is easier OR harder, never both).
 */
export const testTotals = (sections: readonly { modules: readonly ModuleShape[] }[]) => {
  let questionCount = 0;
  let seconds = 0;
  for (const section of sections) {
    const stages = new Map<number, { questions: number; seconds: number }>();
    for (const m of section.modules) {
      const stage = stages.get(m.position) ?? { questions: 0, seconds: 0 };
      stages.set(m.position, {
        questions: Math.max(stage.questions, m.questionCount),
        seconds: Math.max(stage.seconds, m.timeLimitSeconds),
      });
    }
    for (const stage of stages.values()) {
      questionCount += stage.questions;
      seconds += stage.seconds;
    }
  }
  return { questionCount, minutes: Math.round(seconds / 60) };
};
