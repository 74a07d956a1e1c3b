import {
  MyTuitionBillScreen,
  MyTuitionBillsScreen,
  TuitionBillEditorScreen,
  TuitionBillsScreen,
} from '../features/tuition/tuition-screens.tsx';

/** `/educator/tuition-bills`: the tenant's tuition bills (admins). */
export function TuitionBillsPage() {
  return <TuitionBillsScreen />;
}

/** `/educator/tuition-bills/:id`: one bill's editor (admins). */
export function TuitionBillEditorPage() {
  return <TuitionBillEditorScreen />;
}

/** `/tuition-bills`: the caller's own bills and their children's (parents, students). */
export function MyTuitionBillsPage() {
  return <MyTuitionBillsScreen />;
}

/** `/tuition-bills/:id`: one of them, with Pay and the PDF. */
export function MyTuitionBillPage() {
  return <MyTuitionBillScreen />;
}
