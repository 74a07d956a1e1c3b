import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addressOf, renderPage } from '../test/render.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

/** A page with one field: edits make it dirty, which arms the guard. */
function EditPage() {
  const [name, setName] = useState('');
  return (
    <>
      <TextInput label="Class name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <Link to="/classes">Back to classes</Link>
      <UnsavedChangesGuard when={name !== ''} />
    </>
  );
}

const open = () => renderPage(<EditPage />, { path: '/classes/edit' });
const leave = (page: ReturnType<typeof open>) => page.user.click(screen.getByRole('link', { name: 'Back to classes' }));

describe('the unsaved-changes guard', () => {
  it('lets a person leave a page they did not change', async () => {
    const page = open();
    await leave(page);
    await waitFor(() => expect(addressOf(page.router)).toBe('/classes'));
  });

  it('asks before leaving with edits: Cancel stays with the edits, Confirm leaves', async () => {
    const page = open();
    await page.user.type(screen.getByLabelText('Class name'), 'SAT Spring');
    await leave(page);
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    expect(dialog).toHaveTextContent('Your changes may not be saved.');

    await page.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(addressOf(page.router)).toBe('/classes/edit');
    expect(screen.getByLabelText('Class name')).toHaveValue('SAT Spring');

    await leave(page);
    await page.user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(addressOf(page.router)).toBe('/classes'));
  });

  it('Esc closes the question and stays', async () => {
    const page = open();
    await page.user.type(screen.getByLabelText('Class name'), 'x');
    await leave(page);
    await screen.findByRole('dialog', { name: 'Warning' });
    await page.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(addressOf(page.router)).toBe('/classes/edit');
  });

  it('asks the browser to confirm closing or reloading the tab only while there are edits', async () => {
    const page = open();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await page.user.type(screen.getByLabelText('Class name'), 'x');
    expect(unload()).toBe(true);
    await page.user.clear(screen.getByLabelText('Class name'));
    expect(unload()).toBe(false);
  });
});
