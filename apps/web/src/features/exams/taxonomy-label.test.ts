import { describe, expect, it } from 'vitest';
import cn from '../../locales/cn/exams.json';
import en from '../../locales/en/exams.json';
import tw from '../../locales/tw/exams.json';
import { taxonomyCode } from './taxonomy-label.ts';

describe('domain and skill codes', () => {
  it('turns the official names into codes every language translates', () => {
    for (const name of ['Craft and Structure', 'Words in Context', 'Algebra', 'Author’s purpose', 'Revising/Editing']) {
      const code = taxonomyCode(name);
      expect(en.taxonomy[code as keyof typeof en.taxonomy], name).toBe(name);
      expect(cn.taxonomy[code as keyof typeof cn.taxonomy], name).toMatch(/[\u4e00-\u9fff]/);
      expect(tw.taxonomy[code as keyof typeof tw.taxonomy], name).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(taxonomyCode('Ratios, rates, proportional relationships, and units')).toBe(
      'ratios_rates_proportional_relationships_and_units',
    );
  });
});
