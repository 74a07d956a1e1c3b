import type { AnswerValue, RunnerChoice } from '@prepwell/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceList } from './choice-list.tsx';

const CHOICES: RunnerChoice[] = ['12', '15', '18', '21'].map((text, i) => ({ id: `c${i + 1}`, text, html: text }));

/** A question's choices as the runner shows them, keeping the answer and the crossed-out choices. */
function Question({ eliminatorOn = true, multi = false }: { eliminatorOn?: boolean; multi?: boolean }) {
  const [value, setValue] = useState<AnswerValue>(null);
  const [eliminated, setEliminated] = useState<string[]>([]);
  return (
    <>
      <p id="stem">What is 3 × 5?</p>
      <ChoiceList
        questionNumber={1}
        choices={CHOICES}
        multi={multi}
        value={value}
        onChange={setValue}
        eliminated={eliminated}
        onEliminatedChange={setEliminated}
        eliminatorOn={eliminatorOn}
        letters="plain"
        readOnly={false}
        labelledBy="stem"
      />
    </>
  );
}

const choice = (letter: string) => screen.getByRole('radio', { name: new RegExp(`^Choice ${letter}:`) });
const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((r) => r.getAttribute('aria-checked') === 'true')
    .map((r) => r.textContent);

describe('the answer choices and the option eliminator', () => {
  it('picks one choice; arrow keys move and pick', async () => {
    render(<Question eliminatorOn={false} />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('radiogroup', { name: 'What is 3 × 5?' })).toBeInTheDocument();
    await user.click(choice('B'));
    expect(choice('B')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}');
    expect(choice('C')).toHaveAttribute('aria-checked', 'true');
    expect(choice('C')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(choice('D')).toHaveFocus();
    expect(checked()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Cross out/ })).toBeNull();
  });

  it('crosses a choice out and back in with Undo', async () => {
    render(<Question />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Cross out choice A' }));
    expect(choice('A')).toHaveAccessibleDescription('crossed out');
    expect(screen.queryByRole('button', { name: 'Cross out choice A' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Undo\s*Choice A/ }));
    expect(choice('A')).not.toHaveAccessibleDescription('crossed out');
    expect(screen.getByRole('button', { name: 'Cross out choice A' })).toBeInTheDocument();
  });

  it('crossing out the chosen answer clears it; choosing a crossed-out one brings it back', async () => {
    render(<Question />);
    const user = userEvent.setup({ delay: null });
    await user.click(choice('B'));
    await user.click(screen.getByRole('button', { name: 'Cross out choice B' }));
    expect(checked()).toEqual([]);
    expect(choice('B')).toHaveAccessibleDescription('crossed out');

    await user.click(screen.getByRole('button', { name: 'Cross out choice C' }));
    await user.click(choice('C'));
    expect(choice('C')).toHaveAttribute('aria-checked', 'true');
    expect(choice('C')).not.toHaveAccessibleDescription('crossed out');
    expect(choice('B')).toHaveAccessibleDescription('crossed out');
  });

  it('multi-select: checkboxes, and crossing one out unticks only it', async () => {
    render(<Question multi />);
    const user = userEvent.setup({ delay: null });
    const box = (letter: string) => screen.getByRole('checkbox', { name: new RegExp(`^Choice ${letter}:`) });
    await user.click(box('A'));
    await user.click(box('C'));
    await user.click(screen.getByRole('button', { name: 'Cross out choice A' }));
    expect(box('A')).toHaveAttribute('aria-checked', 'false');
    expect(box('C')).toHaveAttribute('aria-checked', 'true');
    expect(within(screen.getByRole('group')).getAllByRole('checkbox')).toHaveLength(4);
  });
});
