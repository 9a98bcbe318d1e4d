import { REGIONS, type Region } from '@plume/domain';
import type { RegionDatabases } from '../../db/client.js';
import { places } from '../../db/schema/index.js';
import { loadShippedDirectory } from './directory/index.js';
import { seedDirectory } from './directory-seed.js';

/**
 * At start: every region whose places table is empty gets the shipped directory (its own countries).
 * The files are read only when some region needs them. Returns the regions loaded this time.
 */
export async function loadDirectoryIntoEmptyRegions(regions: RegionDatabases): Promise<Region[]> {
  const empty: Region[] = [];
  for (const region of REGIONS) {
    const [any] = await regions[region].db.select({ id: places.id }).from(places).limit(1);
    if (!any) empty.push(region);
  }
  if (empty.length === 0) return [];
  const directory = await loadShippedDirectory();
  const loaded: Region[] = [];
  for (const region of empty) {
    const counts = await seedDirectory(regions[region].db, region, directory);
    if (counts.places > 0) loaded.push(region);
  }
  return loaded;
}
