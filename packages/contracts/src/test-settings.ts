import { z } from 'zod';
import { TEST_LAYOUTS, TEST_VERSION_CHOICES } from './test-settings-vocabulary.ts';

export * from './test-settings-vocabulary.ts';

export const TestVersionChoiceSchema = z.enum(TEST_VERSION_CHOICES);
export const TestLayoutSchema = z.enum(TEST_LAYOUTS);

/** GET and PATCH /api/profile/test-settings: the signed-in user's test settings. */
export const TestSettingsView = z.object({
  version: TestVersionChoiceSchema,
  layout: TestLayoutSchema,
});
export type TestSettingsView = z.infer<typeof TestSettingsView>;

/** PATCH /api/profile/test-settings: the settings to change (at least one). */
export const TestSettingsUpdate = z
  .object({ version: TestVersionChoiceSchema.optional(), layout: TestLayoutSchema.optional() })
  .refine((v) => v.version !== undefined || v.layout !== undefined, { message: 'nothing to change' });
export type TestSettingsUpdate = z.infer<typeof TestSettingsUpdate>;
