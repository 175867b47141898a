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

interface Memory {
  rss: number;
  live: number;
}

/** The server runs a full GC before answering serverStatus when started with --expose-gc. */
async function serverMemory(client: MongoClient): Promise<Memory> {
  const status = await client.db('admin').command({ serverStatus: 1 });
  const mem = status.mem as { residentBytes: number; heapUsedBytes: number; externalBytes: number };
  return { rss: mem.residentBytes, live: mem.heapUsedBytes + mem.externalBytes };
}

/** CPU seconds used so far by a process (utime + stime from /proc). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

let serverPid = 0;

async function measure(
  label: string,
  total: number,
  op: (i: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const serverCpu = cpuSeconds(serverPid);
  const clientCpu = process.cpuUsage();
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
  const server = (cpuSeconds(serverPid) - serverCpu) / seconds;
  const used = process.cpuUsage(clientCpu);
  const driver = (used.user + used.system) / 1e6 / seconds;
  console.log(
    `${label.padEnd(34)} ${rate.toFixed(0).padStart(8)} ops/s  (${total} ops, ${seconds.toFixed(2)} s; CPU: server ${(server * 100).toFixed(0)}%, driver ${(driver * 100).toFixed(0)}%)`,
  );
  return rate;
}

async function main(): Promise<void> {
  const cli = path.join(__dirname, '..', 'cli.js');
  const child = spawn(process.execPath, ['--expose-gc', cli, '--port', '0', '--memory'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const uri = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      const m = /accepting connections on (mongodb:\/\/\S+)/.exec(d.toString());
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  serverPid = child.pid as number;
  const client = await MongoClient.connect(uri, { maxPoolSize: CONCURRENCY });
  try {
    const coll: Collection<Document> = client.db('bench').collection('people');
    await coll.createIndex({ email: 1 }, { unique: true });
    const baseline = await serverMemory(client);

    const ids: ObjectId[] = [];
    let jsonBytes = 0;
    for (let i = 0; i < DOCS; i += 1000) {
      const batch = Array.from({ length: 1000 }, (_, k) => makeDoc(i + k));
      for (const d of batch) {
        ids.push(d._id as ObjectId);
        jsonBytes += Buffer.byteLength(JSON.stringify(d));
      }
      await coll.insertMany(batch);
    }
    const loaded = await serverMemory(client);

    console.log(
      `embedded-mongo benchmark: ${DOCS} documents, ${CONCURRENCY} concurrent operations, server pid ${child.pid}`,
    );
    const pick = (i: number) => (i * 7919) % DOCS;
    // Warm-up so that JIT compilation is not measured.
    for (let i = 0; i < 2000; i += 1) {
      await coll.findOne({ _id: ids[pick(i)] });
      await coll.findOne({ email: `user${pick(i)}@example.com` });
    }
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

    const mb = (b: number) => `${(b / 1048576).toFixed(1)} MB`;
    const liveGrowth = loaded.live - baseline.live;
    const rssGrowth = loaded.rss - baseline.rss;
    console.log('');
    console.log(`data as JSON                       ${mb(jsonBytes)} (${DOCS} documents)`);
    console.log(
      `server RSS empty / loaded          ${mb(baseline.rss)} / ${mb(loaded.rss)}  (growth ${mb(rssGrowth)} = ${(rssGrowth / jsonBytes).toFixed(2)}x JSON)`,
    );
    console.log(
      `live heap+external growth          ${mb(liveGrowth)} = ${(liveGrowth / jsonBytes).toFixed(2)}x JSON (after a full GC)`,
    );
    console.log(
      `total RSS vs JSON                  ${(loaded.rss / jsonBytes).toFixed(2)}x (includes the Node.js runtime)`,
    );
    const pointReads = Math.min(byId, byIndexed);
    console.log(
      `indexed point reads                ${pointReads.toFixed(0)} ops/s (target >= 5000): ${pointReads >= 5000 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `indexed / unindexed               ${(byIndexed / byUnindexed).toFixed(0)}x (target >= 20x): ${byIndexed / byUnindexed >= 20 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `memory (RSS growth <= 4x JSON)     ${rssGrowth / jsonBytes <= 4 ? 'met' : 'NOT met'}`,
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
