import { EventEmitter } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import type { EventConsumers } from '../events/event-consumers';
import type { EventStreams } from '../events/event-streams';
import { OutboxBacklogMetrics } from '../outbox/outbox-backlog-metrics';
import type { OutboxRepository } from '../outbox/outbox.repository';
import type { ServiceDefinition } from '../service/define-service';
import { ConsumerLagMetrics } from './consumer-lag-metrics';
import { MongoPoolMetrics } from './mongo-pool-metrics';
import { ServiceMetrics } from './service-metrics';

const CHART = join(__dirname, '../../../../helm/filmcollab');
const DASHBOARDS = join(CHART, 'dashboards');
const DOMAINS = [
  'identity',
  'profiles',
  'projects',
  'messaging',
  'notifications',
  'community',
  'workspace',
  'discovery',
  'contest',
];
/** What gateway/dev exports under the names of Kong's Prometheus plugin (its own spec checks them). */
const GATEWAY_SERIES = ['kong_http_requests_total', 'kong_request_latency_ms'];
const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
]);

const DatasourceRef = z.object({ type: z.literal('prometheus'), uid: z.literal('${datasource}') });
const Panel = z.object({
  id: z.number().int().positive(),
  type: z.enum(['timeseries', 'stat', 'gauge', 'table', 'bargauge', 'heatmap', 'row', 'text']),
  title: z.string().min(1),
  datasource: DatasourceRef,
  gridPos: z.object({
    h: z.number().int().positive(),
    w: z.number().int().min(1).max(24),
    x: z.number().int().min(0).max(23),
    y: z.number().int().min(0),
  }),
  fieldConfig: z.object({
    defaults: z.object({ unit: z.string() }),
    overrides: z.array(z.unknown()),
  }),
  targets: z
    .array(
      z.object({
        refId: z.string().regex(/^[A-Z]$/),
        datasource: DatasourceRef,
        expr: z.string().min(1),
        legendFormat: z.string(),
      }),
    )
    .min(1),
});
/** The dashboard model Grafana imports (the fields its sidecar and the JSON model need). */
const Dashboard = z.object({
  uid: z.string().regex(/^[a-z0-9-]{1,40}$/),
  title: z.string().min(1),
  tags: z.array(z.string()),
  schemaVersion: z.number().int().min(36),
  version: z.number().int(),
  editable: z.boolean(),
  time: z.object({ from: z.string(), to: z.string() }),
  templating: z.object({
    list: z.array(z.object({ name: z.string(), type: z.string(), query: z.string() })),
  }),
  annotations: z.object({ list: z.array(z.unknown()) }),
  panels: z.array(Panel).min(1),
});

/** Every series name a service registers on `/metrics`, from the kit's own collectors. */
function kitSeriesNames(): Set<string> {
  const metrics = new ServiceMetrics({ name: 'profiles' } as ServiceDefinition);
  new OutboxBacklogMetrics(metrics, {} as OutboxRepository);
  new MongoPoolMetrics(metrics, { getClient: () => new EventEmitter() } as unknown as Connection);
  new ConsumerLagMetrics(metrics, { bound: [] } as unknown as EventConsumers, {} as EventStreams);
  const names = new Set<string>();
  for (const metric of metrics.registry.getMetricsAsArray()) {
    const { name, type } = metric as unknown as { name: string; type: string };
    names.add(name);
    if (type === 'histogram') ['_bucket', '_count', '_sum'].forEach((s) => names.add(name + s));
    if (type === 'summary') ['_count', '_sum'].forEach((s) => names.add(name + s));
  }
  for (const name of GATEWAY_SERIES)
    ['', '_bucket', '_count', '_sum'].forEach((s) => names.add(name + s));
  return names;
}

/** The series a PromQL expression selects: identifiers left once label matchers, groupings, strings and calls are gone. */
function seriesIn(expr: string): string[] {
  const bare = expr
    .replace(/"[^"]*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '')
    .replace(/\[[^\]]*\]/g, '');
  return [...bare.matchAll(/\b([a-zA-Z_:][a-zA-Z0-9_:]*)\b(?!\s*\()/g)]
    .map((match) => match[1])
    .filter((word) => !PROMQL_WORDS.has(word));
}

describe('the Grafana dashboards and alert rules in the chart', () => {
  const files = readdirSync(DASHBOARDS).filter((file) => file.endsWith('.json'));
  const dashboards = files.map((file) => ({
    file,
    json: JSON.parse(readFileSync(join(DASHBOARDS, file), 'utf8')) as unknown,
  }));
  const known = kitSeriesNames();

  it('has an overview and one dashboard per domain, with unique uids', () => {
    expect(files.sort()).toEqual(['overview.json', ...DOMAINS.map((d) => `${d}.json`)].sort());
    const uids = dashboards.map(({ json }) => (json as { uid: string }).uid);
    expect(new Set(uids).size).toBe(uids.length);
  });

  it.each(files)(
    '%s is a Grafana dashboard: schema, datasource variable, panel ids and layout',
    (file) => {
      const dashboard = Dashboard.parse(dashboards.find((d) => d.file === file)?.json);
      expect(dashboard.templating.list).toContainEqual(
        expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
      );
      const ids = dashboard.panels.map((panel) => panel.id);
      expect(new Set(ids).size).toBe(ids.length);
      const cells = new Set<string>();
      for (const { gridPos, targets } of dashboard.panels) {
        expect(gridPos.x + gridPos.w).toBeLessThanOrEqual(24);
        for (let x = gridPos.x; x < gridPos.x + gridPos.w; x++)
          for (let y = gridPos.y; y < gridPos.y + gridPos.h; y++) {
            expect(cells.has(`${x},${y}`)).toBe(false);
            cells.add(`${x},${y}`);
          }
        const refIds = targets.map((target) => target.refId);
        expect(new Set(refIds).size).toBe(refIds.length);
      }
    },
  );

  it.each(files)('%s queries only series the services and the gateway export', (file) => {
    const dashboard = Dashboard.parse(dashboards.find((d) => d.file === file)?.json);
    const unknown = dashboard.panels
      .flatMap((panel) => panel.targets.flatMap((target) => seriesIn(target.expr)))
      .filter((name) => !known.has(name));
    expect(unknown).toEqual([]);
  });

  it('alerts only on series that exist', () => {
    const rules = readFileSync(join(CHART, 'templates/prometheusrule.yaml'), 'utf8');
    const series = [...rules.matchAll(/\b((?:filmcollab|kong|nodejs|process)_[a-z_]+)/g)].map(
      (m) => m[1],
    );
    expect(series.length).toBeGreaterThan(5);
    expect(series.filter((name) => !known.has(name))).toEqual([]);
  });

  it('recognises a series that no service exports (the check can fail)', () => {
    expect(
      seriesIn('sum by (service) (rate(filmcollab_http_requests_total{status="500"}[5m]))'),
    ).toEqual(['filmcollab_http_requests_total']);
    expect(known.has('filmcollab_http_requests_total')).toBe(false);
  });
});
