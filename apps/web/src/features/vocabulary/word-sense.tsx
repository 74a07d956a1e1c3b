import { Text } from '@mantine/core';
import type { WordSense } from '@prepwell/contracts';

/** One sense of a word: its part of speech (in italics) and definition, then its first `examples` examples. */
export function WordSenseText({ sense, examples }: { sense: WordSense; examples?: number }) {
  return (
    <>
      <Text>
        {sense.pos && (
          <Text span fs="italic" c="gray.7" mr={6}>
            {sense.pos}
          </Text>
        )}
        {sense.definition}
      </Text>
      {sense.examples.slice(0, examples).map((e, j) => (
        <Text key={j} size="sm" c="gray.7" fs="italic" lang="en">
          “{e}”
        </Text>
      ))}
    </>
  );
}
