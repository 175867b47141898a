/*
 * Benchmark (not a test): drives a child embedded-mongo through the official driver.
 *
 * The driver costs about twice the server's CPU per point read, so one client process saturates
 * one core before the server does. The measured operations therefore run in `--clients N` worker
 * processes (default 2), each with its own MongoClient; CONCURRENCY operations are in flight in
 * total, split between them. `--clients 1` runs everything from one process.
 */
import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import type { Collection, Document } from 'mongodb';
import { compactionBench } from './compaction-bench';

const DOCS = 100_000;
const CONCURRENCY = 8;
const WARM_UP = 2000;
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

type Phase = 'byId' | 'byIndexed' | 'byUnindexed' | 'updateById' | 'insertOne';

/** Parent → worker. */
type WorkerRequest =
  | { type: 'init'; uri: string; ids: string[]; poolSize: number }
  | { type: 'run'; phase: Phase; from: number; to: number; concurrency: number };

/** Worker → parent. */
type WorkerReply = { type: 'ready' } | { type: 'done'; cpuMicros: number };

const pick = (i: number) => (i * 7919) % DOCS;

function operation(coll: Collection<Document>, ids: ObjectId[], phase: Phase, i: number) {
  switch (phase) {
    case 'byId':
      return coll.findOne({ _id: ids[pick(i)] });
    case 'byIndexed':
      return coll.findOne({ email: `user${pick(i)}@example.com` });
    case 'byUnindexed':
      return coll.findOne({ handle: `user${pick(i)}` });
    case 'updateById':
      return coll.updateOne({ _id: ids[pick(i)] }, { $inc: { age: 1 } });
    case 'insertOne':
      return coll.insertOne(makeDoc(DOCS + i));
  }
}

/** Runs operations `from`..`to`-1 with `concurrency` of them in flight. */
async function runRange(
  coll: Collection<Document>,
  ids: ObjectId[],
  phase: Phase,
  from: number,
  to: number,
  concurrency: number,
): Promise<void> {
  let next = from;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < to) {
        const i = next;
        next += 1;
        await operation(coll, ids, phase, i);
      }
    }),
  );
}

/** A load-generating process: its own MongoClient, driven by the parent over IPC. */
async function worker(): Promise<void> {
  let client: MongoClient | undefined;
  let coll: Collection<Document> | undefined;
  let ids: ObjectId[] = [];
  const send = (reply: WorkerReply) => process.send?.(reply);
  process.on('message', (request: WorkerRequest) => {
    void (async () => {
      if (request.type === 'init') {
        client = await MongoClient.connect(request.uri, { maxPoolSize: request.poolSize });
        coll = client.db('bench').collection('people');
        ids = request.ids.map((hex) => new ObjectId(hex));
        // Warm-up with the measured concurrency, so that neither JIT compilation nor opening the
        // pool's connections is measured in the first phase.
        await runRange(coll, ids, 'byId', 0, WARM_UP, request.poolSize);
        await runRange(coll, ids, 'byIndexed', 0, WARM_UP, request.poolSize);
        // Collect the set-up garbage (the id list) now rather than during the first measurement.
        (globalThis as { gc?: () => void }).gc?.();
        send({ type: 'ready' });
        return;
      }
      const cpu = process.cpuUsage();
      await runRange(coll!, ids, request.phase, request.from, request.to, request.concurrency);
      const used = process.cpuUsage(cpu);
      send({ type: 'done', cpuMicros: used.user + used.system });
    })().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
  process.on('disconnect', () => {
    void client?.close().finally(() => process.exit(0));
  });
}

class Workers {
  private readonly children: ChildProcess[] = [];

  constructor(private readonly count: number) {}

  async start(uri: string, ids: ObjectId[]): Promise<void> {
    const hex = ids.map((id) => id.toHexString());
    for (let w = 0; w < this.count; w += 1) {
      const child = fork(__filename, ['--worker'], { stdio: 'inherit', execArgv: ['--expose-gc'] });
      this.children.push(child);
    }
    await Promise.all(
      this.children.map((child, w) => {
        const reply = nextReply(child);
        child.send({ type: 'init', uri, ids: hex, poolSize: share(CONCURRENCY, this.count, w) });
        return reply;
      }),
    );
  }

  /** Splits the operations and the concurrency between the workers; resolves with their CPU. */
  async run(phase: Phase, total: number): Promise<number> {
    const replies = this.children.map((child, w) => {
      const from = Math.round((total * w) / this.count);
      const to = Math.round((total * (w + 1)) / this.count);
      const reply = nextReply(child);
      const concurrency = share(CONCURRENCY, this.count, w);
      child.send({ type: 'run', phase, from, to, concurrency } satisfies WorkerRequest);
      return reply;
    });
    const done = await Promise.all(replies);
    return done.reduce((sum, r) => sum + (r.type === 'done' ? r.cpuMicros : 0), 0);
  }

  stop(): void {
    for (const child of this.children) child.disconnect();
  }
}

function nextReply(child: ChildProcess): Promise<WorkerReply> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bench worker exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (reply: WorkerReply) => {
      child.off('exit', onExit);
      resolve(reply);
    });
  });
}

/** Worker w's part of `total` when split as evenly as possible between `count` workers. */
function share(total: number, count: number, w: number): number {
  return Math.floor(total / count) + (w < total % count ? 1 : 0);
}

let serverPid = 0;

async function measure(
  workers: Workers,
  label: string,
  phase: Phase,
  total: number,
): Promise<number> {
  const serverCpu = cpuSeconds(serverPid);
  const started = process.hrtime.bigint();
  const clientMicros = await workers.run(phase, total);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rate = total / seconds;
  const server = (cpuSeconds(serverPid) - serverCpu) / seconds;
  const clients = clientMicros / 1e6 / seconds;
  console.log(
    `${label.padEnd(34)} ${rate.toFixed(0).padStart(8)} ops/s  (${total} ops, ${seconds.toFixed(2)} s; CPU: server ${(server * 100).toFixed(0)}%, driver processes ${(clients * 100).toFixed(0)}%; per op: server ${((server / rate) * 1e6).toFixed(0)} us, driver ${((clients / rate) * 1e6).toFixed(0)} us)`,
  );
  return rate;
}

function clientProcesses(): number {
  const at = process.argv.indexOf('--clients');
  const value = at >= 0 ? Number(process.argv[at + 1]) : 2;
  if (!Number.isInteger(value) || value < 1 || value > CONCURRENCY) {
    throw new Error(`--clients must be an integer from 1 to ${CONCURRENCY}`);
  }
  return value;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const clientCount = clientProcesses();
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
  const workers = new Workers(clientCount);
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

    await workers.start(uri, ids);
    console.log(
      `embedded-mongo benchmark: ${DOCS} documents, ${CONCURRENCY} concurrent operations from ${clientCount} driver process(es) (official mongodb driver; operations in flight per process: ${Array.from({ length: clientCount }, (_, w) => share(CONCURRENCY, clientCount, w)).join(' + ')}), server pid ${child.pid}, ${os.cpus().length} CPUs, load average ${loadAverage()}`,
    );
    const byId = await measure(workers, 'find by _id', 'byId', 20_000);
    const byIndexed = await measure(workers, 'find by indexed field (email)', 'byIndexed', 20_000);
    const byUnindexed = await measure(
      workers,
      'find by unindexed field (handle)',
      'byUnindexed',
      100,
    );
    await measure(workers, 'updateOne by _id ($inc)', 'updateById', 10_000);
    await measure(workers, 'insertOne', 'insertOne', 10_000);
    console.log(`load average after the run        ${loadAverage()}`);

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
    workers.stop();
    await client.close();
    child.kill('SIGTERM');
  }
  await compactionBench();
}

const run = process.argv.includes('--worker') ? worker : main;
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
