import mongoose, { Schema, Types } from 'mongoose';
import { openTarget, withDatabase } from './support/mongo-target';
import type { MongoTarget } from './support/mongo-target';

let target: MongoTarget;
let connection: mongoose.Connection;

interface Person {
  email: string;
  name: string;
  age?: number;
  createdAt?: Date;
  updatedAt?: Date;
}
interface Film {
  title: string;
  director: Types.ObjectId;
  cast: Types.ObjectId[];
  tags: string[];
}

const personSchema = new Schema<Person>(
  {
    email: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    age: Number,
  },
  { timestamps: true },
);
const filmSchema = new Schema<Film>({
  title: { type: String, required: true },
  director: { type: Schema.Types.ObjectId, ref: 'Person', required: true },
  cast: [{ type: Schema.Types.ObjectId, ref: 'Person' }],
  tags: [String],
});

let PersonModel: mongoose.Model<Person>;
let FilmModel: mongoose.Model<Film>;

beforeAll(async () => {
  target = await openTarget();
  connection = await mongoose.createConnection(withDatabase(target.uri, target.dbName)).asPromise();
  PersonModel = connection.model<Person>('Person', personSchema);
  FilmModel = connection.model<Film>('Film', filmSchema);
  await PersonModel.init();
  await FilmModel.init();
});

afterAll(async () => {
  await connection.close();
  await target.close();
});

beforeEach(async () => {
  await PersonModel.deleteMany({});
  await FilmModel.deleteMany({});
});

describe('mongoose against the server', () => {
  it('creates the unique index declared in the schema', async () => {
    const indexes = await PersonModel.listIndexes();
    expect(indexes).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: { email: 1 }, unique: true })]),
    );
  });

  it('create, timestamps, save changes, lean reads', async () => {
    const ann = await PersonModel.create({ email: 'ann@x', name: 'Ann' });
    expect(ann.createdAt).toBeInstanceOf(Date);
    expect(ann.updatedAt).toEqual(ann.createdAt);
    await new Promise((resolve) => setTimeout(resolve, 5));
    ann.age = 31;
    await ann.save();
    const lean = await PersonModel.findById(ann._id).lean();
    expect(lean).toMatchObject({ email: 'ann@x', name: 'Ann', age: 31, __v: 0 });
    expect(lean!.updatedAt!.getTime()).toBeGreaterThan(lean!.createdAt!.getTime());
    const updated = await PersonModel.findOneAndUpdate(
      { email: 'ann@x' },
      { $inc: { age: 1 } },
      { new: true },
    );
    expect(updated?.age).toBe(32);
  });

  it('raises E11000 from Model.create on a duplicate unique field', async () => {
    await PersonModel.create({ email: 'dup@x', name: 'One' });
    const error = await PersonModel.create({ email: 'dup@x', name: 'Two' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      name: 'MongoServerError',
      code: 11000,
      keyValue: { email: 'dup@x' },
    });
    expect(await PersonModel.countDocuments({ email: 'dup@x' })).toBe(1);
  });

  it('populates single and array references', async () => {
    const [dir, a, b] = await PersonModel.create([
      { email: 'dir@x', name: 'Director' },
      { email: 'a@x', name: 'Actor A' },
      { email: 'b@x', name: 'Actor B' },
    ]);
    await FilmModel.create({
      title: 'Night',
      director: dir._id,
      cast: [a._id, b._id],
      tags: ['noir'],
    });
    const film = await FilmModel.findOne({ title: 'Night' })
      .populate<{ director: Person; cast: Person[] }>(['director', 'cast'])
      .lean();
    expect(film?.director.name).toBe('Director');
    expect(film?.cast.map((p) => p.name).sort()).toEqual(['Actor A', 'Actor B']);
  });

  it('aggregates with $lookup across models', async () => {
    const dir = await PersonModel.create({ email: 'd@x', name: 'Dee' });
    await FilmModel.insertMany([
      { title: 'One', director: dir._id, tags: [] },
      { title: 'Two', director: dir._id, tags: [] },
    ]);
    const rows = await PersonModel.aggregate<{ name: string; films: number }>([
      { $match: { _id: dir._id } },
      {
        $lookup: {
          from: FilmModel.collection.collectionName,
          localField: '_id',
          foreignField: 'director',
          as: 'films',
        },
      },
      { $project: { _id: 0, name: 1, films: { $size: '$films' } } },
    ]);
    expect(rows).toEqual([{ name: 'Dee', films: 2 }]);
  });

  it('validates before writing and runs bulkWrite / updateMany / deleteOne', async () => {
    await expect(PersonModel.create({ email: 'v@x' })).rejects.toThrow(/name.*required/);
    await PersonModel.bulkWrite([
      { insertOne: { document: { email: 'k1@x', name: 'K1', age: 20 } } },
      { insertOne: { document: { email: 'k2@x', name: 'K2', age: 40 } } },
      { updateOne: { filter: { email: 'k1@x' }, update: { $set: { age: 21 } } } },
    ]);
    const res = await PersonModel.updateMany({ age: { $gte: 21 } }, { $set: { name: 'Adult' } });
    expect(res.modifiedCount).toBe(2);
    await PersonModel.deleteOne({ email: 'k2@x' });
    expect(await PersonModel.find().sort({ email: 1 }).select('email name -_id').lean()).toEqual([
      { email: 'k1@x', name: 'Adult' },
    ]);
  });

  it('upserts through findOneAndUpdate with $setOnInsert', async () => {
    const first = await PersonModel.findOneAndUpdate(
      { email: 'up@x' },
      { $setOnInsert: { name: 'Upserted' } },
      { upsert: true, new: true },
    );
    expect(first?.name).toBe('Upserted');
    expect(first?.createdAt).toBeInstanceOf(Date);
    const again = await PersonModel.findOneAndUpdate(
      { email: 'up@x' },
      { $setOnInsert: { name: 'Ignored' }, $set: { age: 5 } },
      { upsert: true, new: true },
    );
    expect(again?.name).toBe('Upserted');
    expect(again?._id.equals(first!._id)).toBe(true);
  });
});
