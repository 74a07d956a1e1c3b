import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { CompanyDrawer } from './company-drawer.tsx';

// Issue 17, defect 6: Esc in the super admin's new-company drawer discarded a filled form at once.

// The form's autosizing textareas listen for web fonts, which happy-dom does not have.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });

const open = () => {
  const onClose = vi.fn();
  const page = renderPage(<CompanyDrawer opened company={null} onClose={onClose} />, {
    path: '/super-admin/companies',
  });
  return { ...page, onClose };
};

describe('the new-company drawer', () => {
  it('closes on Esc at once while the form is untouched', async () => {
    const page = open();
    await screen.findByRole('dialog', { name: 'New company' });
    await page.user.keyboard('{Escape}');
    await waitFor(() => expect(page.onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Warning' })).toBeNull();
  });

  it('asks before Esc discards a filled form: Cancel keeps the edits, Confirm closes', async () => {
    const page = open();
    const drawer = await screen.findByRole('dialog', { name: 'New company' });
    const name = (await screen.findAllByLabelText(/^Name/)).find((el) => drawer.contains(el))!;
    await page.user.type(name, 'Lake');
    await page.user.keyboard('{Escape}');
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(warning).toHaveTextContent('Your changes may not be saved.');
    expect(page.onClose).not.toHaveBeenCalled();

    await page.user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning' })).toBeNull());
    expect(page.onClose).not.toHaveBeenCalled();
    expect(name).toHaveValue('Lake');

    // Esc inside the question stays too; only Confirm discards.
    await page.user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Warning' });
    await page.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning' })).toBeNull());
    expect(page.onClose).not.toHaveBeenCalled();

    await page.user.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'Warning' });
    await page.user.click(within(again).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(page.onClose).toHaveBeenCalledTimes(1));
  }, 60_000); // the whole company form re-renders per keystroke
});
