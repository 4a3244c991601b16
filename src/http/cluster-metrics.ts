import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** A worker's request to the primary for every worker's metrics, summed. */
const REQUEST = 'sitelens:cluster-metrics';
/** The primary's answer: the text exposition, or an error. */
const RESPONSE = 'sitelens:cluster-metrics-result';

interface MetricsResponse {
  type: typeof RESPONSE;
  id: string;
  text?: string;
  error?: string;
}

/** How long a worker waits for the primary's aggregate before answering with its own. */
const AGGREGATE_TIMEOUT_MS = 6_000;

/**
 * In a cluster worker, lets prom-client answer the primary's requests for `registry`'s
 * metrics; does nothing in a single process. Call once, when the app is built, so every
 * worker answers from its start.
 */
export function joinClusterMetrics(registry: Registry): void {
  if (!cluster.isWorker) return;
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

/**
 * The metrics to serve at `/metrics`: in a single process, `registry`'s own; in a cluster
 * worker (`serve --workers N`, after {@link joinClusterMetrics}), the sum over every worker, gathered by the primary
 * ({@link serveClusterMetrics}) with prom-client's AggregatorRegistry, so a scrape that any
 * worker answers sees the whole service. Falls back to this worker's own metrics when the
 * primary does not answer in time.
 */
export async function metricsText(registry: Registry): Promise<string> {
  if (!cluster.isWorker || process.send === undefined) return registry.metrics();
  const id = randomUUID();
  return new Promise<string>((resolve) => {
    const finish = (text: string | undefined): void => {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (text !== undefined) resolve(text);
      else void registry.metrics().then(resolve);
    };
    const onMessage = (message: unknown): void => {
      const reply = message as Partial<MetricsResponse> | null;
      if (reply?.type === RESPONSE && reply.id === id) finish(reply.text);
    };
    const timer = setTimeout(() => finish(undefined), AGGREGATE_TIMEOUT_MS);
    process.on('message', onMessage);
    process.send?.({ type: REQUEST, id });
  });
}

/**
 * In the cluster primary: answers workers' requests for the aggregate metrics (counters and
 * histograms summed over the workers; process metrics by prom-client's per-metric rule).
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    const request = message as { type?: unknown; id?: unknown } | null;
    if (request?.type !== REQUEST || typeof request.id !== 'string') return;
    const id = request.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: RESPONSE, id, text } satisfies MetricsResponse),
      (error: unknown) =>
        worker.send({ type: RESPONSE, id, error: String(error) } satisfies MetricsResponse),
    );
  });
}
