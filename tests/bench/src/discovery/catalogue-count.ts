import { MongoClient } from 'mongodb';

export interface CatalogueCount {
  profiles: number;
  projects: number;
  opportunities: number;
}

/**
 * How many of the bench's entries discovery's read models hold (ids start with `bench-`): the
 * scenario skips its ten-minute load when a previous run already put the catalogue there.
 */
export async function countBenchCatalogue(
  mongoUrl: string,
  dbName: string,
): Promise<CatalogueCount> {
  const client = new MongoClient(mongoUrl, { serverSelectionTimeoutMS: 5000 });
  try {
    const db = client.db(dbName);
    const count = (collection: string) =>
      db.collection(collection).countDocuments({ _id: { $regex: '^bench-' } } as never);
    const [profiles, projects, opportunities] = await Promise.all([
      count('people'),
      count('projects'),
      count('opportunities'),
    ]);
    return { profiles, projects, opportunities };
  } finally {
    await client.close();
  }
}

export function holdsCatalogue(
  held: CatalogueCount,
  wanted: { profiles: number; projects: number; opportunities: number },
): boolean {
  return (
    held.profiles >= wanted.profiles &&
    held.projects >= wanted.projects &&
    held.opportunities >= wanted.opportunities
  );
}
