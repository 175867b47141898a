/* Benchmark (not a test): drives a child embedded-mongo through the official driver. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import type { Collection, Document } from 'mongodb';

const DOCS = 100_000;
const CONCURRENCY = 8;
const CITIES = [
  'Berlin',
  'Lagos',
  'Lima',
  'Oslo',
  'Pune',
  'Quito',
  'Seoul',
  'Turin',
  'Accra',
  'Cork',
];

function makeDoc(i: number): Document {
  return {
    _id: new ObjectId(),
    email: `user${i}@example.com`,
    handle: `user${i}`,
    name: `User Number ${i}`,
    age: 18 + (i % 60),
    city: CITIES[i % CITIES.length],
    bio: 'Independent filmmaker looking for a cinematographer and a sound designer.',
    skills: ['directing', 'editing'],
    createdAt: new Date(1_700_000_000_000 + i * 1000),
  };
}

function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : NaN;
}

async function measure(
  label: string,
  total: number,
  op: (i: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const i = next;
        next += 1;
        await op(i);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rate = total / seconds;
  console.log(
    `${label.padEnd(34)} ${rate.toFixed(0).padStart(8)} ops/s  (${total} ops, ${seconds.toFixed(2)} s)`,
  );
  return rate;
}

async function main(): Promise<void> {
  const cli = path.join(__dirname, '..', 'cli.js');
  const child = spawn(process.execPath, [cli, '--port', '0', '--memory'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const uri = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      const m = /accepting connections on (mongodb:\/\/\S+)/.exec(d.toString());
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const pid = child.pid as number;
  const client = await MongoClient.connect(uri, { maxPoolSize: CONCURRENCY });
  try {
    const coll: Collection<Document> = client.db('bench').collection('people');
    await coll.createIndex({ email: 1 }, { unique: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const baseline = rssBytes(pid);

    const docs = Array.from({ length: DOCS }, (_, i) => makeDoc(i));
    const jsonBytes = docs.reduce((sum, d) => sum + Buffer.byteLength(JSON.stringify(d)), 0);
    for (let i = 0; i < DOCS; i += 1000) await coll.insertMany(docs.slice(i, i + 1000));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const loaded = rssBytes(pid);

    console.log(
      `embedded-mongo benchmark: ${DOCS} documents, ${CONCURRENCY} concurrent operations, server pid ${pid}`,
    );
    const ids = docs.map((d) => d._id as ObjectId);
    const pick = (i: number) => (i * 7919) % DOCS;
    const byId = await measure('find by _id', 20_000, (i) => coll.findOne({ _id: ids[pick(i)] }));
    const byIndexed = await measure('find by indexed field (email)', 20_000, (i) =>
      coll.findOne({ email: `user${pick(i)}@example.com` }),
    );
    const byUnindexed = await measure('find by unindexed field (handle)', 100, (i) =>
      coll.findOne({ handle: `user${pick(i)}` }),
    );
    await measure('updateOne by _id ($inc)', 10_000, (i) =>
      coll.updateOne({ _id: ids[pick(i)] }, { $inc: { age: 1 } }),
    );
    await measure('insertOne', 10_000, (i) => coll.insertOne(makeDoc(DOCS + i)));

    const rssMb = (b: number) => `${(b / 1048576).toFixed(1)} MB`;
    const dataRss = loaded - baseline;
    console.log('');
    console.log(`data as JSON                       ${rssMb(jsonBytes)}`);
    console.log(`server RSS before load / after     ${rssMb(baseline)} / ${rssMb(loaded)}`);
    console.log(
      `RSS growth for the data            ${rssMb(dataRss)}  (${(dataRss / jsonBytes).toFixed(2)}x JSON; target <= 4x)`,
    );
    console.log(
      `total RSS vs JSON                  ${(loaded / jsonBytes).toFixed(2)}x (includes the Node.js runtime)`,
    );
    const pointReads = Math.min(byId, byIndexed);
    console.log(
      `indexed point reads                ${pointReads.toFixed(0)} ops/s (target >= 5000): ${pointReads >= 5000 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `indexed / unindexed               ${(byIndexed / byUnindexed).toFixed(0)}x (target >= 20x): ${byIndexed / byUnindexed >= 20 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `memory                             ${dataRss / jsonBytes <= 4 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await client.close();
    child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
