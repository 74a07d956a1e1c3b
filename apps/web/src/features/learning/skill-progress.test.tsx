import { MantineProvider } from '@mantine/core';
import type { QuestionTagStat } from '@prepwell/contracts';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import cnExams from '../../locales/cn/exams.json';
import cnLearning from '../../locales/cn/learning.json';
import { SkillProgress } from './skill-progress.tsx';

/**
 * Issue 17 (defect 1): the server sends a skill by its official English name (a code: its slug); the bar's
 * name, which a screen reader reads, is in the reader's language like the text beside it.
 */
const stats: QuestionTagStat[] = [
  { key: 'cross', label: 'Cross-Text Connections', section: 'english', correct: 1, total: 2 },
  { key: 'own', label: 'Our own skill', section: 'english', correct: 3, total: 4 },
];

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('SkillProgress', () => {
  it('names each bar with the skill in the reader’s language (a skill an educator named stays as written)', async () => {
    i18next.addResourceBundle('cn', 'exams', cnExams, true, true);
    i18next.addResourceBundle('cn', 'learning', cnLearning, true, true);
    await i18next.changeLanguage('cn');
    render(
      <MantineProvider>
        <SkillProgress stats={stats} />
      </MantineProvider>,
    );
    const bars = screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'));
    expect(bars).toEqual(['跨文本联系：正确率 50%', 'Our own skill：正确率 75%']);
  });
});
