import { DEFAULT_TENANT_SETTINGS, LOGO_MAX_BYTES, type CompanySettingsView } from '@prepwell/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { CompanyLogoField, logoProblemOf } from './company-logo-field.tsx';

// Issue 17: a company admin uploads the brand's logo on the settings page; a file the server would refuse is
// refused here first, in the reader's language.

const { aiApiKey: _k, instructorCode: _i, defaultLang: _d, ...settings } = DEFAULT_TENANT_SETTINGS;
const VIEW: CompanySettingsView = {
  id: '00000000-0000-4000-8000-0000000000c1',
  slug: 'acme',
  name: 'Acme',
  logo: null,
  icon: null,
  contact_email: null,
  exam_name: 'SAT',
  theme_color: '#224488',
  tab_name: 'Acme',
  settings,
  ai_api_key: { set: false, masked: null },
};

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('the company logo field', () => {
  it('never offers an SVG: the picker accepts PNG, JPEG, GIF and WebP, and the check refuses the rest', () => {
    renderPage(<CompanyLogoField view={VIEW} />);
    expect(fileInput().accept).toBe('image/png,image/jpeg,image/gif,image/webp');
    expect(logoProblemOf({ size: 10, type: 'image/svg+xml' })).toBe('wrongType');
    expect(logoProblemOf({ size: LOGO_MAX_BYTES, type: 'image/webp' })).toBeNull();
    expect(logoProblemOf({ size: LOGO_MAX_BYTES + 1, type: 'image/png' })).toBe('tooBig');
  });

  it('refuses a file over 2 MB without sending it', async () => {
    const api = stubFetch({});
    const page = renderPage(<CompanyLogoField view={VIEW} />);
    expect(screen.getByText('No logo yet: the header shows the company name.')).toBeInTheDocument();
    await page.user.upload(
      fileInput(),
      new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/a logo may be at most 2 MB/);
    expect(api.sent).toHaveLength(0);
  });

  it('uploads a PNG and shows it', async () => {
    const api = stubFetch({
      [`POST /api/company/${VIEW.id}/logo`]: {
        body: { ...VIEW, logo: '/uploads/acme/logo.png' },
      },
    });
    const page = renderPage(<CompanyLogoField view={VIEW} />);
    await page.user.upload(fileInput(), new File([new Uint8Array(64)], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(api.to(`POST /api/company/${VIEW.id}/logo`)).toHaveLength(1));
    expect(await screen.findByRole('img', { name: 'The current logo' })).toHaveAttribute(
      'src',
      '/uploads/acme/logo.png',
    );
    expect(screen.getByRole('button', { name: 'Replace the logo' })).toBeInTheDocument();
  });
});
