import { TestSettingsScreen } from '../features/test-settings/test-settings-screen.tsx';

/** /student/test-settings: version, layout and system check for every test the user takes. */
export function TestSettingsPage() {
  return <TestSettingsScreen />;
}
