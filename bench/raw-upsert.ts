// The autosave's row write as one statement through the same driver as the app (postgres.js): the
// baseline of the benchmark (bench/raw-upsert-load.ts) and the body of its bare-endpoint-plus-upsert case.
import type postgres from 'postgres';
import type { Save } from './autosave-plan.ts';

/** The same upsert the attempts repository writes: a save applies only with a greater seq. */
export const rawUpsert = async (sql: postgres.Sql, save: Save) =>
  (
    await sql<{ seq: number }[]>`
      insert into user_exam_answers (user_exam_id, question_id, tenant_id, module_id, answer, flagged, seq, time_spent_ms, saved_at)
      values (${save.target.userExamId}, ${save.questionId}, ${save.target.tenantId}, ${save.target.moduleId},
              ${sql.json({ value: save.answer })}, false, ${save.seq}, ${save.timeSpentMs}, now())
      on conflict (tenant_id, user_exam_id, question_id) do update
        set answer = excluded.answer, seq = excluded.seq, time_spent_ms = excluded.time_spent_ms, saved_at = excluded.saved_at
        where excluded.seq > user_exam_answers.seq
      returning seq`
  ).length === 1;
