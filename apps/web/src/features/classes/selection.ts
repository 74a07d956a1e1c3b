/** A checklist's chosen ids: everyone or nobody ("select all"). */
export const toggleAll = (ids: readonly string[], checked: boolean): ReadonlySet<string> =>
  checked ? new Set(ids) : new Set();

/** One box ticked or unticked; a new set, so React sees the change. */
export const toggleOne = (chosen: ReadonlySet<string>, id: string, checked: boolean): ReadonlySet<string> => {
  const next = new Set(chosen);
  if (checked) next.add(id);
  else next.delete(id);
  return next;
};
