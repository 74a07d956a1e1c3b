-- Issue 21 (decision 0054): the autosave in one statement. Both functions run as the caller (SECURITY
-- INVOKER, the default), so row-level security applies to every row they read or write.
--
-- autosave_upsert: the autosave's write once the attempt's rules have let the save in. One upsert that
-- applies only when the new seq is greater than the stored one, so a late or repeated save never overwrites
-- a newer answer. An optional field the save does not carry is null here: a new row takes the column's
-- default, a stored row keeps its value. tenant_id takes its default, the transaction's tenant.
-- first_answer (issue 13's first-versus-final statistics) is the answer the row was inserted with; a row
-- inserted without an answer (a flag only) takes the first real one. A save not applied reads the stored
-- row in the same statement (the outer select sees the table as it was before the upsert, which did not
-- change it). Returns the stored row and whether this save wrote it.
CREATE FUNCTION autosave_upsert(
  p_user_exam_id uuid, p_question_id uuid, p_module_id uuid, p_answer jsonb, p_seq integer,
  p_saved_at timestamptz, p_flagged boolean, p_time_spent_ms integer, p_eliminated jsonb
) RETURNS TABLE (question_id uuid, seq integer, answer jsonb, flagged boolean, applied boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH written AS (
    INSERT INTO user_exam_answers AS a
      (user_exam_id, question_id, module_id, answer, seq, saved_at, flagged, time_spent_ms, eliminated, first_answer)
    VALUES (p_user_exam_id, p_question_id, p_module_id, p_answer, p_seq, p_saved_at, coalesce(p_flagged, false),
      coalesce(p_time_spent_ms, 0), coalesce(p_eliminated, '[]'::jsonb), p_answer)
    ON CONFLICT (tenant_id, user_exam_id, question_id) DO UPDATE SET
      answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at,
      first_answer = CASE WHEN a.first_answer->'value' = 'null'::jsonb THEN excluded.first_answer ELSE a.first_answer END,
      flagged = coalesce(p_flagged, a.flagged),
      time_spent_ms = coalesce(p_time_spent_ms, a.time_spent_ms),
      eliminated = coalesce(p_eliminated, a.eliminated)
    WHERE excluded.seq > a.seq
    RETURNING a.question_id, a.seq, a.answer, a.flagged
  )
  SELECT w.question_id, w.seq, w.answer, w.flagged, true FROM written w
  UNION ALL
  SELECT s.question_id, s.seq, s.answer, s.flagged, false FROM user_exam_answers s
  WHERE s.user_exam_id = p_user_exam_id AND s.question_id = p_question_id AND NOT EXISTS (SELECT FROM written);
END $$;
--> statement-breakpoint
-- autosave_quick: the whole autosave of a plain case as one statement, run outside any transaction block,
-- so that it is its own transaction and the driver can send it on a shared connection (pipelined with other
-- requests' statements). It binds the tenant for its own transaction first (set_config(…, true), as
-- withTenant's first statement does), then gates: the student's own attempt, in progress, an epoch no older
-- than the attempt's, its module's clock running (started, not paused) and the deadline plus the grace not
-- passed (the caller gives that floor), the question one of the open module's (on a `test` clock, of any
-- module of the test: the first by id, as the service picks it) and unchanged since the caller checked the
-- answer's shape against it. The gate is the touch (lock, sign of life): an UPDATE's conditions on the
-- attempt are checked again on the row it locks, so a submit or a pause that commits first is seen. Any
-- other state writes nothing and returns no row: the service then decides the save the long way, which
-- holds every rule and its refusal. Never call it inside a transaction block: its binding would outlive it.
CREATE FUNCTION autosave_quick(
  p_tenant_id uuid, p_user_exam_id uuid, p_user_id uuid, p_question_id uuid, p_question_updated_at timestamptz,
  p_epoch integer, p_grace_floor timestamptz, p_answer jsonb, p_seq integer, p_saved_at timestamptz,
  p_flagged boolean, p_time_spent_ms integer, p_eliminated jsonb
) RETURNS TABLE (question_id uuid, seq integer, answer jsonb, flagged boolean, applied boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_attempt uuid;
  v_module uuid;
BEGIN
  PERFORM set_config('app.tenant_id', p_tenant_id::text, true), set_config('app.cross_tenant', '', true);
  UPDATE user_exams ue SET last_seen_at = p_saved_at
  FROM tests t
  WHERE ue.id = p_user_exam_id AND ue.user_id = p_user_id AND t.id = ue.test_id
    AND ue.status = 'in_progress' AND ue.current_module_id IS NOT NULL
    AND ue.module_started_at IS NOT NULL AND ue.paused_at IS NULL
    AND (ue.module_deadline_at IS NULL OR ue.module_deadline_at >= p_grace_floor)
    AND (p_epoch IS NULL OR ue.epoch <= p_epoch)
    AND EXISTS (SELECT FROM questions q WHERE q.id = p_question_id AND q.updated_at = p_question_updated_at)
    AND EXISTS (
      SELECT FROM module_questions mq JOIN test_modules tm ON tm.id = mq.module_id
      WHERE mq.question_id = p_question_id AND tm.test_id = ue.test_id
        AND (t.clock = 'test' OR mq.module_id = ue.current_module_id)
    )
  RETURNING ue.id, CASE WHEN t.clock = 'test' THEN (
      SELECT mq.module_id FROM module_questions mq JOIN test_modules tm ON tm.id = mq.module_id
      WHERE mq.question_id = p_question_id AND tm.test_id = ue.test_id
      ORDER BY mq.module_id LIMIT 1
    ) ELSE ue.current_module_id END
  INTO v_attempt, v_module;
  IF v_attempt IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY SELECT * FROM autosave_upsert(p_user_exam_id, p_question_id, v_module, p_answer, p_seq, p_saved_at,
    p_flagged, p_time_spent_ms, p_eliminated);
END $$;
