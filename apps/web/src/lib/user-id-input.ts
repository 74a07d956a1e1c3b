import { useState } from 'react';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A user's id (spaces around it ignored). */
export const isUuid = (value: string): boolean => UUID.test(value.trim());

/**
 * A log's "user" filter typed as an id: the text is kept as typed, applied (trimmed) once it is an id,
 * and the filter dropped when the box is emptied; anything else is `invalid` under the box.
 */
export function useUserIdInput(apply: (userId: string | null) => void, invalid: string) {
  const [value, setValue] = useState('');
  const change = (next: string) => {
    setValue(next);
    if (!next.trim()) apply(null);
    else if (isUuid(next)) apply(next.trim());
  };
  return { value, error: value.trim() && !isUuid(value) ? invalid : null, change };
}
