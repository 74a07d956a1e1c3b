import { PlannedPage } from '../components/planned-page.tsx';
import { useRouteMeta } from '../app/use-route-meta.ts';
import { useHomePath } from '../features/session/use-home-path.ts';
import { useSession } from '../features/session/use-session.ts';

/** The page of every route that a later release fills; its texts come from the route meta. */
export function PlannedRoutePage() {
  const { planned } = useRouteMeta();
  const homePath = useHomePath();
  const { tenant } = useSession();
  if (!planned) return null;
  // `{{name}}` in the planned texts is the tenant's brand name.
  return <PlannedPage plannedKey={planned.key} homePath={homePath} values={{ name: tenant.name, ...planned.values }} />;
}
