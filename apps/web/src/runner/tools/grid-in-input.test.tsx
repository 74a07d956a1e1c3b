import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { GridInInput, type GridInFormat } from './grid-in-input.tsx';

/** The box as a question shows it: the runner keeps the answer. */
function Question({ format = 'sat' }: { format?: GridInFormat }) {
  const [value, setValue] = useState('');
  return (
    <>
      <GridInInput id="q1" value={value} onChange={setValue} format={format} />
      <button type="button">Next</button>
    </>
  );
}

const open = (format?: GridInFormat) => {
  render(<Question format={format} />);
  return { user: userEvent.setup({ delay: null }), box: screen.getByRole('textbox', { name: 'Your answer' }) };
};

describe('the grid-in box', () => {
  it('takes a fraction and previews it stacked, read aloud as "7 over 2"', async () => {
    const { user, box } = open();
    await user.type(box, '7/2');
    expect(box).toHaveValue('7/2');
    expect(screen.getByText('7 over 2')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '-.25');
    expect(screen.getByText('-.25')).toBeInTheDocument();
  });

  it('refuses a character that cannot be gridded and says which ones can', async () => {
    const { user, box } = open();
    await user.type(box, '3$');
    expect(box).toHaveValue('3');
    expect(screen.getByText(/Only digits, the decimal point \(\.\), the fraction bar/)).toBeInTheDocument();
    await user.type(box, '.5');
    expect(box).toHaveValue('3.5');
    expect(screen.queryByText(/Only digits/)).toBeNull();
  });

  it('stops at 5 characters, or 6 with the minus sign', async () => {
    const { user, box } = open();
    await user.type(box, '0.66666');
    expect(box).toHaveValue('0.666');
    expect(screen.getByText(/That does not fit: up to 5 characters, 6 with the minus sign/)).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '-.66666');
    expect(box).toHaveValue('-.6666');
  });

  it('flags an entry that is not one number once the student leaves the box, not while typing', async () => {
    const { user, box } = open();
    await user.type(box, '3/');
    expect(screen.queryByText(/This is not a number yet/)).toBeNull();
    await user.tab();
    expect(screen.getByText(/This is not a number yet/)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(box);
    await user.type(box, '4');
    await user.tab();
    expect(screen.queryByText(/This is not a number yet/)).toBeNull();
    expect(screen.getByText('3 over 4')).toBeInTheDocument();
  });

  it('turns full-width digits from a Chinese input method into plain ones', async () => {
    const { user, box } = open();
    await user.type(box, '０．５');
    expect(box).toHaveValue('0.5');
  });

  it('has no fraction bar on the SHSAT', async () => {
    const { user, box } = open('shsat');
    await user.type(box, '1/');
    expect(box).toHaveValue('1');
    expect(
      screen.getByText('Only digits, the decimal point (.) and the minus sign (-) can be entered.'),
    ).toBeInTheDocument();
    await user.type(box, '2');
    expect(box).toHaveValue('12');
  });
});
