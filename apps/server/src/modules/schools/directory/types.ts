/** A school as the directory ships it and as the open-data loader returns it. */
export type SchoolRecord = {
  /** The official code: the UAI in France and its overseas territories, null where the country has none. */
  publicId: string | null;
  name: string;
  /** ISO 3166-1 alpha-2, uppercase; overseas territories use their own code (RE, GP, …). */
  country: string;
  zipCode: string;
  city: string;
  address: string;
};

/** One searchable place: a postal code and a place name in a country. */
export type PlaceRecord = {
  /** ISO 3166-1 alpha-2, uppercase; overseas territories use their own code (RE, GP, …). */
  country: string;
  zipCode: string;
  city: string;
};
