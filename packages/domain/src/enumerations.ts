/** Grades (SPEC §3). */
export const GRADES = ['PRE-K', 'KINDERGARTEN', 'CP', 'CE1', 'CE2', 'CM1', 'CM2', 'MULTI', 'OTHER'] as const;
export type Grade = (typeof GRADES)[number];

/** The 20 pupil worlds (SPEC §3). */
// biome-ignore format: compact data table
export const WORLDS = [
  'forest', 'mountain', 'ocean', 'countryside', 'desert', 'savanna', 'icecap', 'volcano', 'jungle', 'galaxy',
  'city', 'dream', 'underground', 'pyramids', 'dinosaurs', 'music', 'castles', 'funfair', 'magic', 'sports',
] as const;
export type World = (typeof WORLDS)[number];

/** Responsive breakpoints in pixels (SPEC §9). */
export const BREAKPOINTS = { mobile: 545, small: 640, verticalTablet: 912, tablet: 1024 } as const;
