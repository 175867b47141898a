import { SearcherLocations } from './searcher-locations';

describe('SearcherLocations', () => {
  it("reads a searcher's location once, and again after their profile changed", async () => {
    let location = 'lisbon portugal';
    const people = { findById: jest.fn(async () => ({ locationText: location })) };
    const locations = new SearcherLocations(people as never);
    expect(await locations.of('u1')).toBe('lisbon portugal');
    expect(await locations.of('u1')).toBe('lisbon portugal');
    expect(people.findById).toHaveBeenCalledTimes(1);
    location = 'porto';
    locations.forget('u1');
    expect(await locations.of('u1')).toBe('porto');
    expect(people.findById).toHaveBeenCalledTimes(2);
  });

  it('answers no location for a searcher without a profile or without a location', async () => {
    const people = {
      findById: jest.fn(async (id: string) => (id === 'u2' ? { locationText: '' } : null)),
    };
    const locations = new SearcherLocations(people as never);
    expect(await locations.of('u1')).toBeNull();
    expect(await locations.of('u2')).toBeNull();
  });
});
