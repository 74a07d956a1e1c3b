import { PlannedPage } from '../components/planned-page.tsx';
import { useRouteMeta } from '../app/use-route-meta.ts';
import { useHomePath } from '../features/session/use-home-path.ts';

/** The page of every route that a later release fills; its texts come from the route meta. */
export function PlannedRoutePage() {
  const { planned } = useRouteMeta();
  const homePath = useHomePath();
  if (!planned) return null;
  return (
    <PlannedPage plannedKey={planned.key} homePath={homePath} {...(planned.values ? { values: planned.values } : {})} />
  );
}
