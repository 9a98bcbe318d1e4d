/** Where the generated directory files live: next to this module, so they ship with the server source. */
export const DIRECTORY_DIR = new URL('./', import.meta.url);
export const PLACES_FILE = 'places.json';
export const PLACES_GZ_FILE = 'places.json.gz';
export const SCHOOLS_FILE = 'schools.json';
/** Past this size places.json is written gzipped instead. */
export const PLACES_GZIP_THRESHOLD_BYTES = 6 * 1024 * 1024;
