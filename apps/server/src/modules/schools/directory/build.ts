/**
 * Pure builders behind generate.ts: they turn the source packages' rows into the shipped places and the sample schools.
 * Everything here is deterministic: the same inputs and seed give byte-identical files.
 */
import { BELGIAN_POSTAL_CODES } from './belgium.js';
import { canadianProvinceOf, countryOfFrenchPostalCode } from './countries.js';
import type { PlaceRecord, SchoolRecord } from './types.js';
import { makeUai, uaiDepartementPrefix } from './uai.js';

/** A commune as @etalab/decoupage-administratif gives it (the fields used here). */
export type EtalabCommune = {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  codesPostaux?: string[];
  population?: number;
};

/** A US ZIP or Canadian forward sortation area as the zipcodes package gives it. */
export type ZipcodesEntry = { zip: string; city: string; state: string; country: string };

/** US "states" that are military post offices, not places a school is searched in. */
const US_MILITARY = new Set(['AA', 'AE', 'AP']);

export function comparePlaces(a: PlaceRecord, b: PlaceRecord): number {
  return a.country.localeCompare(b.country, 'en') || a.zipCode.localeCompare(b.zipCode, 'en') || a.city.localeCompare(b.city, 'fr');
}

function dedupe(places: PlaceRecord[]): PlaceRecord[] {
  const seen = new Set<string>();
  const out: PlaceRecord[] = [];
  for (const place of places) {
    const key = `${place.country}|${place.zipCode}|${place.city}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(place);
  }
  return out.sort(comparePlaces);
}

/** France and its overseas territories: one row per current commune and postal code. */
export function frenchPlaces(communes: readonly EtalabCommune[]): PlaceRecord[] {
  const places: PlaceRecord[] = [];
  for (const commune of communes) {
    if (commune.type !== 'commune-actuelle') continue;
    for (const zipCode of commune.codesPostaux ?? []) {
      places.push({ country: countryOfFrenchPostalCode(zipCode), zipCode, city: commune.nom });
    }
  }
  return places;
}

/** United States ZIP codes, without the military post offices. */
export function usPlaces(codes: Readonly<Record<string, ZipcodesEntry>>): PlaceRecord[] {
  return Object.values(codes)
    .filter((entry) => entry.country === 'US' && !US_MILITARY.has(entry.state))
    .map((entry) => ({ country: 'US', zipCode: entry.zip, city: entry.city }));
}

/** The place name of a Canadian forward sortation area: the package's area name, then the province code. */
export function canadianCityName(entry: ZipcodesEntry): string {
  const province = canadianProvinceOf(entry.zip);
  return province ? `${entry.city.trim()}, ${province}` : entry.city.trim();
}

/** Canada at the level the package has: forward sortation areas (the first three characters of a postal code). */
export function canadianPlaces(codes: Readonly<Record<string, ZipcodesEntry>>): PlaceRecord[] {
  return Object.values(codes).map((entry) => ({ country: 'CA', zipCode: entry.zip.toUpperCase(), city: canadianCityName(entry) }));
}

export function belgianPlaces(): PlaceRecord[] {
  return BELGIAN_POSTAL_CODES.map(([zipCode, city]) => ({ country: 'BE', zipCode, city }));
}

export function buildPlaces(input: {
  communes: readonly EtalabCommune[];
  usCodes: Readonly<Record<string, ZipcodesEntry>>;
  canadaCodes: Readonly<Record<string, ZipcodesEntry>>;
}): PlaceRecord[] {
  return dedupe([...frenchPlaces(input.communes), ...belgianPlaces(), ...usPlaces(input.usCodes), ...canadianPlaces(input.canadaCodes)]);
}

/** mulberry32: a small seeded generator, enough for picking sample data reproducibly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

// biome-ignore format: word list
const FRENCH_SCHOOL_PATRONS = [
  'Jules Ferry', 'Jean Jaurès', 'Victor Hugo', 'Jean Moulin', 'Louise Michel', 'Marie Curie', 'Jacques Prévert',
  'Paul Bert', 'Jean de La Fontaine', 'Pasteur', 'Anatole France', 'Condorcet', 'Jules Verne', 'Antoine de Saint-Exupéry',
  'Marcel Pagnol', 'Simone Veil', 'Georges Brassens', 'Robert Desnos', 'Paul Éluard', 'Charles Perrault',
  'Françoise Dolto', 'Pierre et Marie Curie', 'Albert Camus', 'Colette', 'George Sand', 'Jean Macé', 'Ferdinand Buisson',
  'Joliot-Curie', 'Émile Zola', 'Voltaire', 'Molière', 'Paul Langevin', 'Aimé Césaire', 'Félix Éboué', 'Olympe de Gouges',
  'Les Tilleuls', 'Les Marronniers', 'Les Acacias', 'Les Lilas', 'Les Coquelicots', 'Les Érables', 'Les Peupliers',
  'Les Hirondelles', 'Les Capucines', 'Les Mimosas', 'Le Petit Prince', 'Arc-en-Ciel', 'du Centre', 'du Bourg',
  'du Château', 'de la Gare', 'du Parc', 'des Prés', 'de la Fontaine', 'du Moulin', 'des Vignes', 'du Stade',
];

// biome-ignore format: word list
const FRENCH_STREETS = [
  'rue Jean Jaurès', 'rue de la République', 'avenue de la Gare', "place de l'Église", 'rue des Écoles', 'rue du Stade',
  'chemin des Vignes', 'rue du Moulin', 'rue Pasteur', 'boulevard Victor Hugo', 'rue de la Mairie', 'allée des Tilleuls',
  'rue du Général de Gaulle', 'rue de la Paix', 'impasse des Lilas', 'avenue Jean Moulin', 'rue Principale',
  'rue du Château', 'place du Marché', 'rue des Jardins', 'rue de la Liberté', 'avenue des Écoles', 'rue Gambetta',
];

const FRENCH_SCHOOL_TYPES = ['École maternelle', 'École élémentaire', 'École primaire'] as const;

/** Overseas départements that have their own UAI prefix and get sample schools. */
const OVERSEAS_DEPARTEMENTS = ['971', '972', '973', '974', '976'];

/**
 * Sample French schools: for each département of metropolitan France four schools in its communes (two among the
 * five most populous, two among those of a thousand inhabitants or more), and eight in each overseas département.
 * Names, addresses and UAI numbers are made up; the UAI check letters are right, the communes and postal codes real.
 */
export function sampleFrenchSchools(communes: readonly EtalabCommune[], seed: number): SchoolRecord[] {
  const random = seededRandom(seed);
  const byDepartement = new Map<string, EtalabCommune[]>();
  for (const commune of communes) {
    if (commune.type !== 'commune-actuelle' || !commune.departement || !commune.codesPostaux?.length) continue;
    const list = byDepartement.get(commune.departement) ?? [];
    list.push(commune);
    byDepartement.set(commune.departement, list);
  }
  const schools: SchoolRecord[] = [];
  const usedUais = new Set<string>();
  const usedNames = new Set<string>();
  const departements = [...byDepartement.keys()].sort();
  for (const departement of departements) {
    const overseas = departement.length === 3;
    if (overseas && !OVERSEAS_DEPARTEMENTS.includes(departement)) continue;
    const list = (byDepartement.get(departement) ?? [])
      .slice()
      .sort((a, b) => (b.population ?? 0) - (a.population ?? 0) || a.code.localeCompare(b.code));
    const largest = list.slice(0, 5);
    const towns = list.filter((commune) => (commune.population ?? 0) >= 1000);
    const picks: EtalabCommune[] = [];
    const count = overseas ? 8 : 4;
    for (let i = 0; i < count; i++) picks.push(pick(random, i % 2 === 0 || towns.length === 0 ? largest : towns));
    const prefix = uaiDepartementPrefix(departement);
    for (const commune of picks) {
      const zipCode = pick(random, commune.codesPostaux ?? []);
      let name = '';
      for (let attempt = 0; attempt < 50; attempt++) {
        name = `${pick(random, FRENCH_SCHOOL_TYPES)} ${pick(random, FRENCH_SCHOOL_PATRONS)}`;
        if (!usedNames.has(`${commune.code}|${name}`)) break;
      }
      usedNames.add(`${commune.code}|${name}`);
      let publicId = '';
      do {
        publicId = makeUai(`${prefix}${String(1000 + Math.floor(random() * 9000))}`);
      } while (usedUais.has(publicId));
      usedUais.add(publicId);
      const address = `${1 + Math.floor(random() * 60)} ${pick(random, FRENCH_STREETS)}`;
      schools.push({ publicId, name, country: countryOfFrenchPostalCode(zipCode), zipCode, city: commune.nom, address });
    }
  }
  return schools;
}

// biome-ignore format: sample table
const US_SAMPLE_ZIPS = [
  '10025', '60614', '94110', '98103', '02139', '30307', '78704', '80205', '97214', '55406', '33133', '19104', '20002',
  '85004', '37206', '48201', '63110', '70115', '84102', '92101',
];
// biome-ignore format: word list
const US_SCHOOL_NAMES = [
  'Lincoln Elementary School', 'Washington Elementary School', 'Roosevelt Elementary School', 'Jefferson Elementary School',
  'Maple Grove Elementary School', 'Oak Park Elementary School', 'Riverside Elementary School', 'Sunnyside Elementary School',
  'Lakeview Elementary School', 'Hillcrest Elementary School', 'Martin Luther King Jr. Elementary School',
  'Franklin Elementary School', 'Harriet Tubman Elementary School', 'Garfield Elementary School', 'Cedar Ridge Elementary School',
  'Willow Creek Elementary School', 'Pine Street Elementary School', 'Eastside Elementary School', 'Westwood Elementary School',
  'Northgate Elementary School',
];
const US_STREETS = ['Maple Avenue', 'Oak Street', 'Main Street', 'Park Avenue', 'Elm Street', 'School Street', 'Washington Boulevard'];

// biome-ignore format: sample table
const CANADA_SAMPLE_FSAS = [
  'M5V', 'H2X', 'V6B', 'K1P', 'T2P', 'T5J', 'R3C', 'S4P', 'B3H', 'E1C', 'A1C', 'C1A', 'G1R', 'J4K', 'L5B', 'N6A', 'Y1A',
  'X1A', 'S7K', 'V8W',
];
const CANADA_SCHOOL_NAMES_EN = [
  'Maple Leaf Public School',
  'Queen Victoria Public School',
  'Lord Selkirk Elementary School',
  'Riverdale Elementary School',
  'Pinecrest Public School',
  'Northview Elementary School',
  'Lakeshore Public School',
  'Cedarwood Elementary School',
];
const CANADA_SCHOOL_NAMES_FR = [
  'École Sainte-Marie',
  'École primaire Saint-Jean',
  'École des Découvreurs',
  'École du Boisé',
  'École Le Petit-Bois',
];
const CANADA_STREETS_EN = ['King Street', 'Queen Street', 'Main Street', 'Victoria Avenue', 'Church Street'];
const CANADA_STREETS_FR = ['rue Principale', 'rue Saint-Jean', 'boulevard des Écoles', "rue de l'Église"];

// biome-ignore format: sample table
const BELGIAN_SAMPLE_PLACES: ReadonlyArray<readonly [zipCode: string, city: string, language: 'fr' | 'nl']> = [
  ['1000', 'Bruxelles', 'fr'], ['1050', 'Ixelles', 'fr'], ['1180', 'Uccle', 'fr'], ['1030', 'Schaarbeek', 'nl'],
  ['1348', 'Louvain-la-Neuve', 'fr'], ['1400', 'Nivelles', 'fr'], ['4000', 'Liège', 'fr'], ['4800', 'Verviers', 'fr'],
  ['5000', 'Namur', 'fr'], ['6000', 'Charleroi', 'fr'], ['7000', 'Mons', 'fr'], ['7500', 'Tournai', 'fr'],
  ['6700', 'Arlon', 'fr'], ['2000', 'Antwerpen', 'nl'], ['9000', 'Gent', 'nl'], ['8000', 'Brugge', 'nl'],
  ['3000', 'Leuven', 'nl'], ['3500', 'Hasselt', 'nl'], ['2800', 'Mechelen', 'nl'], ['8500', 'Kortrijk', 'nl'],
];
const BELGIAN_SCHOOL_NAMES_FR = [
  'École communale du Centre',
  'École fondamentale Saint-Joseph',
  'École fondamentale des Tilleuls',
  'École communale Les Écureuils',
];
const BELGIAN_SCHOOL_NAMES_NL = [
  'Gemeentelijke Basisschool De Regenboog',
  'Vrije Basisschool Sint-Jozef',
  'Basisschool De Linde',
  'Stedelijke Basisschool Het Klavertje',
];
const BELGIAN_STREETS_FR = ["rue de l'École", 'rue de la Station', 'avenue des Tilleuls', "place de l'Église"];
const BELGIAN_STREETS_NL = ['Schoolstraat', 'Stationsstraat', 'Kerkstraat', 'Lindenlaan'];

/** A place of the shipped list, found by country and postal code; the sample schools sit only where places are. */
function placeFor(places: readonly PlaceRecord[], country: string, zipCode: string, city?: string): PlaceRecord {
  const place = places.find((p) => p.country === country && p.zipCode === zipCode && (city === undefined || p.city === city));
  if (!place) throw new Error(`No place ${country} ${zipCode} ${city ?? ''} in the generated list`);
  return place;
}

/** Twenty sample schools each in the United States, Canada and Belgium, without an official code. */
export function sampleOtherSchools(places: readonly PlaceRecord[], seed: number): SchoolRecord[] {
  const random = seededRandom(seed);
  const schools: SchoolRecord[] = [];
  US_SAMPLE_ZIPS.forEach((zip, i) => {
    const place = placeFor(places, 'US', zip);
    const name = US_SCHOOL_NAMES[i % US_SCHOOL_NAMES.length] ?? 'Elementary School';
    const address = `${100 + Math.floor(random() * 4900)} ${pick(random, US_STREETS)}`;
    schools.push({ publicId: null, name, country: 'US', zipCode: place.zipCode, city: place.city, address });
  });
  CANADA_SAMPLE_FSAS.forEach((fsa) => {
    const place = placeFor(places, 'CA', fsa);
    const french = canadianProvinceOf(fsa) === 'QC' || fsa.startsWith('E1C');
    const name = pick(random, french ? CANADA_SCHOOL_NAMES_FR : CANADA_SCHOOL_NAMES_EN);
    const number = 10 + Math.floor(random() * 990);
    const address = french ? `${number}, ${pick(random, CANADA_STREETS_FR)}` : `${number} ${pick(random, CANADA_STREETS_EN)}`;
    schools.push({ publicId: null, name, country: 'CA', zipCode: place.zipCode, city: place.city, address });
  });
  for (const [zip, city, language] of BELGIAN_SAMPLE_PLACES) {
    const place = placeFor(places, 'BE', zip, city);
    const number = 1 + Math.floor(random() * 120);
    const name = pick(random, language === 'fr' ? BELGIAN_SCHOOL_NAMES_FR : BELGIAN_SCHOOL_NAMES_NL);
    const address = `${pick(random, language === 'fr' ? BELGIAN_STREETS_FR : BELGIAN_STREETS_NL)} ${number}`;
    schools.push({ publicId: null, name, country: 'BE', zipCode: place.zipCode, city: place.city, address });
  }
  return schools;
}
