import { TenantInput } from '@prepwell/contracts';
import { describe, expect, it } from 'vitest';
import { companyValuesOf, fromLocalInput, toCompanyInput, toLocalInput } from './company-values.ts';

describe('company values', () => {
  it('round-trips the defaults into a valid TenantInput', () => {
    const values = {
      ...companyValuesOf(),
      slug: ' New-Co ',
      name: 'New Co',
      tab_name: 'New',
      host_names: ['Prep.Example.com'],
    };
    const input = toCompanyInput(values);
    expect(TenantInput.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({
      slug: 'new-co',
      contact_email: null,
      host_names: ['prep.example.com'],
      settings: { instructorCode: null, attemptsPerTest: 3 },
    });
  });

  it('turns an empty number into NaN so the server refuses it', () => {
    const values = companyValuesOf();
    values.settings.attemptsPerTest = '';
    expect(Number.isNaN(toCompanyInput(values).settings?.attemptsPerTest)).toBe(true);
  });

  it('keeps discount end dates through the local input', () => {
    const iso = '2026-12-31T15:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
  });
});
