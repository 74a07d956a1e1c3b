import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import cnExams from '../../locales/cn/exams.json';
import cnRunner from '../../locales/cn/runner.json';
import { useSectionTitle } from './section-title.ts';

/** Issue 17 (defect 1): the builder and the score tables name an official section in the reader's language. */
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('useSectionTitle', () => {
  it('shows an official English section title in Chinese and keeps a title an educator wrote', async () => {
    i18next.addResourceBundle('cn', 'exams', cnExams, true, true);
    i18next.addResourceBundle('cn', 'runner', cnRunner, true, true);
    await i18next.changeLanguage('cn');
    const { result } = renderHook(() => useSectionTitle());
    const title = result.current;
    expect(title('sat', 'english', 'Reading and Writing')).toBe('阅读与写作');
    expect(title('sat', 'math', ' Math ')).toBe('数学');
    expect(title('sat', 'math', '')).toBe('数学');
    expect(title('sat', 'math', 'Algebra warm-up')).toBe('Algebra warm-up');
    // An official name on the wrong section is the educator's own title.
    expect(title('sat', 'english', 'Math')).toBe('Math');
  });
});
