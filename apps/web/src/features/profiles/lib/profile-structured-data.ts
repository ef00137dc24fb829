import { buildStatePath, findState, toSlug, type ModelProfile } from '@app/contract';
import { buildBreadcrumbList, type Crumb, type StructuredData } from '../../../lib/structured-data';
import { buildProfileCanonicalPath } from './share-link';

type ProfileFacts = Pick<ModelProfile, 'id' | 'name' | 'state' | 'city'>;

/**
 * A profile's structured data (decision 045): the BreadcrumbList from home through the
 * listing's state and city results to the profile itself, by its canonical URL. Only what the
 * page shows publicly; no person schema, which would claim more than an advertisement says.
 */
export function buildProfileStructuredData(
  publicUrl: string,
  profile: ProfileFacts,
): StructuredData[] {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  const state = findState(profile.state);
  if (state) {
    crumbs.push({ name: state.name, path: buildStatePath(state) });
    if (profile.city) {
      crumbs.push({ name: profile.city, path: `${buildStatePath(state)}/${toSlug(profile.city)}` });
    }
  }
  crumbs.push({ name: profile.name, path: buildProfileCanonicalPath(profile) });
  return [buildBreadcrumbList(publicUrl, crumbs)];
}
