import type { AssignedClassTest } from '@prepwell/contracts';
import type { TenantTx } from '../../db/with-tenant.ts';
import { presentClassTest } from './class-tests.presenter.ts';
import { selectClassTestsOfStudent, selectLatestClassTestAttempts } from './class-tests.repository.ts';

/** The dashboard lists at most this many. */
export const ASSIGNED_LIMIT = 10;

/**
 * Issue 17, defect 3: the student dashboard's "assigned and upcoming tests": the class tests sent to the
 * student (in classes they are still on) that they have not completed yet, soonest first, each with its
 * class, whether it is open and their attempt in progress, on the caller's transaction.
 */
export const findAssignedClassTests = async (
  tx: TenantTx,
  studentId: string,
  now: Date = new Date(),
): Promise<AssignedClassTest[]> => {
  const rows = await selectClassTestsOfStudent(tx, studentId);
  const attempts = await selectLatestClassTestAttempts(
    tx,
    rows.map((r) => r.id),
    [studentId],
  );
  return rows
    .map((row) => ({
      class_id: row.classId,
      class_name: row.className,
      test: presentClassTest(row, {
        now,
        viewer: 'student',
        myAttempt: attempts.find((a) => a.classTestId === row.id),
      }),
    }))
    .filter((item) => item.test.my_attempt?.status !== 'completed')
    .slice(0, ASSIGNED_LIMIT);
};
