#!/usr/bin/env node
// Writes the Grafana dashboards (overview + one per domain) next to this script:
// `node helm/filmcollab/dashboards/generate-dashboards.mjs && npx prettier --write helm/filmcollab/dashboards`.
// The JSON files are committed; the
// chart ships them as ConfigMaps for Grafana's dashboard sidecar. The kit's dashboards.spec checks
// they are valid dashboards and query only series the services and the gateway export.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
const DATASOURCE = { type: 'prometheus', uid: '${datasource}' };
const WINDOW = '$__rate_interval';

function dashboard({ uid, title, description, panels }) {
  let id = 0;
  return {
    uid,
    title,
    description,
    tags: ['filmcollab'],
    timezone: 'utc',
    editable: true,
    graphTooltip: 1,
    schemaVersion: 39,
    version: 1,
    refresh: '30s',
    time: { from: 'now-3h', to: 'now' },
    timepicker: {},
    annotations: { list: [] },
    links: [{ type: 'dashboards', tags: ['filmcollab'], title: 'FilmCollab', asDropdown: true }],
    templating: {
      list: [
        {
          name: 'datasource',
          label: 'Prometheus',
          type: 'datasource',
          query: 'prometheus',
          current: {},
          hide: 0,
          refresh: 1,
          options: [],
        },
      ],
    },
    panels: layout(panels).map((panel) => ({ ...panel, id: ++id })),
  };
}

/** Two panels a row, 12 columns each, 8 rows high. */
function layout(panels) {
  return panels.map((panel, index) => ({
    ...panel,
    gridPos: { h: 8, w: 12, x: (index % 2) * 12, y: Math.floor(index / 2) * 8 },
  }));
}

function timeseries(title, unit, targets, description) {
  return {
    type: 'timeseries',
    title,
    description,
    datasource: DATASOURCE,
    fieldConfig: { defaults: { unit }, overrides: [] },
    options: { legend: { displayMode: 'list', placement: 'bottom' }, tooltip: { mode: 'multi' } },
    targets: targets.map(([expr, legendFormat], index) => ({
      refId: String.fromCharCode(65 + index),
      datasource: DATASOURCE,
      expr,
      legendFormat,
    })),
  };
}

const overview = dashboard({
  uid: 'filmcollab-overview',
  title: 'FilmCollab overview',
  description: 'Every domain and the gateway: traffic, errors, latency, events and resources.',
  panels: [
    timeseries('Gateway requests by status', 'reqps', [
      ['sum by (code) (rate(kong_http_requests_total[' + WINDOW + ']))', '{{code}}'],
    ]),
    timeseries('Gateway latency p95 by upstream', 'ms', [
      [
        'histogram_quantile(0.95, sum by (service, le) (rate(kong_request_latency_ms_bucket[' +
          WINDOW +
          '])))',
        '{{service}}',
      ],
    ]),
    timeseries('Requests by service', 'reqps', [
      [
        'sum by (service) (rate(filmcollab_http_request_duration_seconds_count[' + WINDOW + ']))',
        '{{service}}',
      ],
    ]),
    timeseries('Server errors (5xx) ratio by service', 'percentunit', [
      [
        'sum by (service) (rate(filmcollab_http_request_duration_seconds_count{status=~"5.."}[' +
          WINDOW +
          '])) / sum by (service) (rate(filmcollab_http_request_duration_seconds_count[' +
          WINDOW +
          ']))',
        '{{service}}',
      ],
    ]),
    timeseries('Latency p95 by service', 's', [
      [
        'histogram_quantile(0.95, sum by (service, le) (rate(filmcollab_http_request_duration_seconds_bucket[' +
          WINDOW +
          '])))',
        '{{service}}',
      ],
    ]),
    timeseries('NATS queries sent by service and outcome', 'reqps', [
      [
        'sum by (service, outcome) (rate(filmcollab_nats_request_duration_seconds_count[' +
          WINDOW +
          ']))',
        '{{service}} {{outcome}}',
      ],
    ]),
    timeseries('JetStream consumer lag by service', 'short', [
      ['max by (service, state) (filmcollab_jetstream_consumer_pending)', '{{service}} {{state}}'],
    ]),
    timeseries('Outbox backlog by service', 'short', [
      ['max by (service) (filmcollab_outbox_pending_events)', '{{service}} pending'],
      ['max by (service) (filmcollab_outbox_oldest_pending_seconds)', '{{service}} oldest (s)'],
    ]),
    timeseries('Events dead-lettered', 'short', [
      [
        'sum by (service, subject) (increase(filmcollab_events_dead_lettered_total[' +
          WINDOW +
          ']))',
        '{{service}} {{subject}}',
      ],
    ]),
    timeseries('Event-loop delay p99 by service', 's', [
      ['max by (service) (nodejs_eventloop_lag_p99_seconds)', '{{service}}'],
    ]),
    timeseries('Resident memory by service', 'bytes', [
      ['sum by (service) (process_resident_memory_bytes)', '{{service}}'],
    ]),
    timeseries('MongoDB pool by service', 'short', [
      ['sum by (service) (filmcollab_mongodb_pool_in_use)', '{{service}} in use'],
      ['sum by (service) (filmcollab_mongodb_pool_waiting)', '{{service}} waiting'],
    ]),
  ],
});

function domainDashboard(name) {
  const s = `service="${name}"`;
  return dashboard({
    uid: `filmcollab-${name}`,
    title: `FilmCollab ${name}`,
    description: `The ${name} service: its routes, the NATS queries it sends and answers, its event consumers, outbox and resources.`,
    panels: [
      timeseries('Requests by route', 'reqps', [
        [
          `sum by (method, route) (rate(filmcollab_http_request_duration_seconds_count{${s}}[${WINDOW}]))`,
          '{{method}} {{route}}',
        ],
      ]),
      timeseries('Errors by route and status', 'reqps', [
        [
          `sum by (route, status) (rate(filmcollab_http_request_duration_seconds_count{${s},status=~"[45].."}[${WINDOW}]))`,
          '{{status}} {{route}}',
        ],
      ]),
      timeseries('Latency p95 by route', 's', [
        [
          `histogram_quantile(0.95, sum by (route, le) (rate(filmcollab_http_request_duration_seconds_bucket{${s}}[${WINDOW}])))`,
          '{{route}}',
        ],
      ]),
      timeseries('Latency p99 by route', 's', [
        [
          `histogram_quantile(0.99, sum by (route, le) (rate(filmcollab_http_request_duration_seconds_bucket{${s}}[${WINDOW}])))`,
          '{{route}}',
        ],
      ]),
      timeseries('NATS queries sent: p95 by subject', 's', [
        [
          `histogram_quantile(0.95, sum by (subject, le) (rate(filmcollab_nats_request_duration_seconds_bucket{${s}}[${WINDOW}])))`,
          '{{subject}}',
        ],
      ]),
      timeseries('NATS queries answered by subject and outcome', 'reqps', [
        [
          `sum by (subject, outcome) (rate(filmcollab_nats_requests_handled_total{${s}}[${WINDOW}]))`,
          '{{subject}} {{outcome}}',
        ],
      ]),
      timeseries('JetStream consumer lag by subject', 'short', [
        [
          `max by (subject, state) (filmcollab_jetstream_consumer_pending{${s}})`,
          '{{subject}} {{state}}',
        ],
      ]),
      timeseries('Outbox', 'short', [
        [`max(filmcollab_outbox_pending_events{${s}})`, 'pending'],
        [`sum(rate(filmcollab_outbox_published_total{${s}}[${WINDOW}]))`, 'published/s'],
        [`sum(rate(filmcollab_outbox_publish_failures_total{${s}}[${WINDOW}]))`, 'failures/s'],
      ]),
      timeseries('Outbox lag p95', 's', [
        [
          `histogram_quantile(0.95, sum by (le) (rate(filmcollab_outbox_lag_seconds_bucket{${s}}[${WINDOW}])))`,
          'p95',
        ],
        [`max(filmcollab_outbox_oldest_pending_seconds{${s}})`, 'oldest pending'],
      ]),
      timeseries('MongoDB pool', 'short', [
        [`sum(filmcollab_mongodb_pool_connections{${s}})`, 'open'],
        [`sum(filmcollab_mongodb_pool_in_use{${s}})`, 'in use'],
        [`sum(filmcollab_mongodb_pool_waiting{${s}})`, 'waiting'],
      ]),
      timeseries('Event-loop delay', 's', [
        [`max(nodejs_eventloop_lag_p50_seconds{${s}})`, 'p50'],
        [`max(nodejs_eventloop_lag_p99_seconds{${s}})`, 'p99'],
      ]),
      timeseries('Memory', 'bytes', [
        [`sum(process_resident_memory_bytes{${s}})`, 'resident'],
        [`sum(nodejs_heap_size_used_bytes{${s}})`, 'heap used'],
      ]),
    ],
  });
}

const here = dirname(fileURLToPath(import.meta.url));
const write = (file, content) =>
  writeFileSync(join(here, file), `${JSON.stringify(content, null, 2)}\n`);
write('overview.json', overview);
for (const name of DOMAINS) write(`${name}.json`, domainDashboard(name));
